import { render } from '@testing-library/react';
import { reloadTo } from '@/components/layout/reloadTo';
import { ServiceWorker } from './ServiceWorker';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
jest.mock('@/components/layout/reloadTo', () => ({ reloadTo: jest.fn() }));

/** A browser whose registration may hold a worker waiting: a new deployment's. */
function workerContainer(waiting: { postMessage: jest.Mock } | null) {
  const listeners: Record<string, () => void> = {};
  const container = {
    controller: null,
    register: jest.fn(async () => ({ waiting: null })),
    getRegistration: jest.fn(async () => ({ waiting })),
    addEventListener: jest.fn((type: string, listener: () => void) => {
      listeners[type] = listener;
    }),
    fire: (type: string) => listeners[type]?.(),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ServiceWorker', () => {
  beforeEach(() => {
    pathname = '/';
    jest.mocked(reloadTo).mockClear();
  });

  it("lets a new deployment's worker take over at the next navigation only, with a full load of the new page", async () => {
    const waiting = { postMessage: jest.fn() };
    const container = workerContainer(waiting);
    const { rerender } = render(<ServiceWorker />);
    await flush();
    expect(waiting.postMessage).not.toHaveBeenCalled();

    pathname = '/properties/buy';
    rerender(<ServiceWorker />);
    await flush();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reloadTo).not.toHaveBeenCalled();
    container.fire('controllerchange');
    expect(reloadTo).toHaveBeenCalledWith(window.location.href, { replace: true });
  });

  it('navigates as usual when no new worker waits', async () => {
    workerContainer(null);
    const { rerender } = render(<ServiceWorker />);
    pathname = '/properties/rent';
    rerender(<ServiceWorker />);
    await flush();
    expect(reloadTo).not.toHaveBeenCalled();
  });
});
