import { act, render } from '@testing-library/react';
import { ImpressionBeacon } from './ImpressionBeacon';
import { flushImpressions } from './impressionQueue';

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
let observed: Element[] = [];
let notify: Callback = () => undefined;

class FakeIntersectionObserver {
  constructor(callback: Callback) {
    notify = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((candidate) => candidate !== element);
  }
  disconnect() {
    observed = [];
  }
}

const sendBeacon = jest.fn((url: string, body: string) => Boolean(url && body));

beforeEach(() => {
  jest.useFakeTimers();
  observed = [];
  sendBeacon.mockClear();
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  Object.assign(navigator, { sendBeacon });
});
afterEach(() => {
  flushImpressions();
  jest.useRealTimers();
});

function renderSlot() {
  render(
    <ImpressionBeacon>
      <ul>
        <li data-advert-id="3">Advert three</li>
        <li data-advert-id="4">Advert four</li>
      </ul>
    </ImpressionBeacon>,
  );
  return (id: string) => observed.find((element) => element.getAttribute('data-advert-id') === id) as Element;
}

const sentBatches = () => sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body)]);

it('sends one beacon for the adverts seen within a second, each once per page view', () => {
  const advert = renderSlot();
  const three = advert('3');
  const four = advert('4');
  act(() => notify([{ isIntersecting: true, target: three }, { isIntersecting: false, target: four }]));
  act(() => notify([{ isIntersecting: true, target: four }]));
  // Seen again after scrolling away and back: already counted, no longer watched.
  act(() => notify([{ isIntersecting: true, target: three }]));
  expect(sendBeacon).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(sentBatches()).toEqual([['/api/adverts/impressions', { advert_ids: [3, 4] }]]);
  expect(observed).toEqual([]);
});

it('counts nothing for an advert that never comes into view, and sends what is left when the page is hidden', () => {
  const advert = renderSlot();
  act(() => notify([{ isIntersecting: false, target: advert('3') }]));
  act(() => jest.advanceTimersByTime(5000));
  expect(sendBeacon).not.toHaveBeenCalled();

  act(() => notify([{ isIntersecting: true, target: advert('4') }]));
  act(() => {
    dispatchEvent(new Event('pagehide'));
  });
  expect(sentBatches()).toEqual([['/api/adverts/impressions', { advert_ids: [4] }]]);
});
