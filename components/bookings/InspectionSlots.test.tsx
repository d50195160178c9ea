import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { apiFetch } from '@/lib/api-client';
import { InspectionSlots } from './InspectionSlots';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => mockedApiFetch.mockReset());

const renderFresh = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <InspectionSlots propertyId={7} />
    </SWRConfig>,
  );
const slots = Array.from({ length: 8 }, (_, index) => {
  const start = Date.parse('2026-12-01T08:00:00.000Z') + index * 3600_000;
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3600_000).toISOString() };
});

it('offers the next six times in Lagos time, each a link to the booking page with that time, and more', async () => {
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { property_id: 7, bookable: true, instant: false, timezone: 'Africa/Lagos', slots } });
  renderFresh();
  expect(await screen.findByRole('heading', { name: 'Book an inspection' })).toBeInTheDocument();
  expect(screen.getByText(/The advertiser confirms within 24 hours/)).toBeInTheDocument();
  const first = screen.getByRole('link', { name: 'Book Tue 1 Dec, 09:00' });
  expect(first).toHaveAttribute('href', `/inspection/7?slot=${encodeURIComponent(slots[0]!.starts_at)}`);
  expect(screen.getAllByRole('link', { name: /^Book / })).toHaveLength(6);
  expect(screen.getByRole('link', { name: 'More times' })).toHaveAttribute('href', '/inspection/7');
});

it('shows nothing when the listing takes no bookings, or the times cannot be read', async () => {
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { property_id: 7, bookable: false, instant: false, timezone: 'Africa/Lagos', slots: [] } });
  const { container, unmount } = renderFresh();
  await screen.findByText((_, element) => element === container);
  expect(mockedApiFetch).toHaveBeenCalled();
  expect(container).toBeEmptyDOMElement();
  unmount();

  mockedApiFetch.mockResolvedValue({ ok: false, status: 503, message: 'We could not reach the service.' });
  const failed = renderFresh();
  expect(failed.container).toBeEmptyDOMElement();
});
