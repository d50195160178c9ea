import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { apiFetch } from '@/lib/api-client';
import type { Booking } from '@/lib/vst/bookings';
import { BookingActions } from './BookingActions';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => {
  mockedApiFetch.mockReset();
  refresh.mockReset();
});

const future = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
const booking = (changes: Partial<Booking>): Booking => ({
  id: 3, side: 'advertiser', property: { id: 7, name: 'Lekki duplex', address: '12 Admiralty Way' },
  starts_at: future, ends_at: future, status: 'requested', phone: '+2348031234567', note: null,
  visitor_name: 'Bola Buyer', advertiser_name: 'Ola Owner', decline_reason: null, offered_slot: null, cancelled_by: null,
  requested_at: future, answered_at: null, created_at: future, feedback: null, feedback_due: false, rating_due: false, ...changes,
});
const answered = (Detail: string) => ({ ok: true as const, status: 200, data: { Detail, booking: booking({}) } });

it('the advertiser confirms a request in one press, and the list is read afresh', async () => {
  render(<BookingActions booking={booking({})} />);
  mockedApiFetch.mockResolvedValue(answered('Inspection confirmed'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Lekki duplex' }));
  });
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/confirm', expect.objectContaining({ method: 'POST', body: { id: 3 } }));
  expect(screen.getByRole('status')).toHaveTextContent('Inspection confirmed');
  expect(refresh).toHaveBeenCalled();
});

it('a decline sends the reason the visitor will read', async () => {
  render(<BookingActions booking={booking({})} />);
  fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
  fireEvent.change(screen.getByLabelText('Why you cannot show it then (the visitor reads this)'), { target: { value: 'Travelling that week' } });
  mockedApiFetch.mockResolvedValue(answered('Inspection declined'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send the decline' }));
  });
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/decline', expect.objectContaining({ body: { id: 3, reason: 'Travelling that week' } }));
});

it('the visitor says how it went once it is due, with the report link beside; the provider\'s refusal is shown', async () => {
  render(<BookingActions booking={booking({ side: 'visitor', status: 'held', feedback_due: true, starts_at: '2026-01-01T09:00:00.000Z' })} />);
  expect(screen.queryByRole('button', { name: 'Cancel the inspection' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'report the listing' })).toHaveAttribute('href', '/property/7#asked-to-pay');
  fireEvent.click(screen.getByRole('radio', { name: 'Already let or sold' }));
  mockedApiFetch.mockResolvedValue({ ok: false, status: 409, message: 'You have already told us how this inspection went' });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/feedback', expect.objectContaining({ body: { id: 3, answer: 'already_let_or_sold' } }));
  expect(screen.getByRole('alert')).toHaveTextContent('You have already told us how this inspection went');
  expect(refresh).not.toHaveBeenCalled();
});

const slot = (starts_at: string) => ({ starts_at, ends_at: new Date(Date.parse(starts_at) + 3600_000).toISOString() });
const TEN = slot('2026-12-01T09:00:00.000Z');
const ELEVEN = slot('2026-12-01T10:00:00.000Z');
const slotsAnswer = (slots: { starts_at: string; ends_at: string }[]) => ({ ok: true as const, status: 200, data: { property_id: 7, bookable: true, instant: false, timezone: 'Africa/Lagos', slots } });
const renderFresh = (shown: Booking) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BookingActions booking={shown} />
    </SWRConfig>,
  );
const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

it('the advertiser offers one of the open times instead; a time taken meanwhile is said, the times read again, the form kept', async () => {
  mockedApiFetch.mockImplementation(async (url) => (url === '/api/vst/bookings/slots?property_id=7' ? slotsAnswer([TEN, ELEVEN]) : { ok: false, status: 409, message: 'Someone has just booked this time; please choose another' }));
  renderFresh(booking({}));
  await press('Offer another time');
  expect(screen.getByRole('button', { name: 'Offer another time' })).toHaveAttribute('aria-expanded', 'true');
  const form = screen.getByRole('form', { name: 'Offer another time' });
  await press('Offer this time');
  expect(form).toHaveTextContent('Choose one of the open times');

  fireEvent.change(screen.getByLabelText('New time (Lagos)'), { target: { value: ELEVEN.starts_at } });
  await press('Offer this time');
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/offer', { method: 'POST', body: { starts_at: ELEVEN.starts_at, id: 3 } });
  expect(screen.getByRole('alert')).toHaveTextContent('Someone has just booked this time; please choose another');
  expect(mockedApiFetch.mock.calls.filter(([url]) => url === '/api/vst/bookings/slots?property_id=7')).toHaveLength(2);
  expect(screen.getByLabelText('New time (Lagos)')).toHaveValue(ELEVEN.starts_at);
  expect(refresh).not.toHaveBeenCalled();
});

it('either side moves a confirmed inspection to another open time; a request has no move', async () => {
  mockedApiFetch.mockImplementation(async (url) => (url === '/api/vst/bookings/slots?property_id=7' ? slotsAnswer([TEN]) : answered('Inspection moved')));
  const { unmount } = renderFresh(booking({ status: 'requested', side: 'visitor' }));
  expect(screen.queryByRole('button', { name: 'Move to another time' })).not.toBeInTheDocument();
  unmount();

  renderFresh(booking({ status: 'confirmed', side: 'visitor' }));
  await press('Move to another time');
  fireEvent.change(screen.getByLabelText('New time (Lagos)'), { target: { value: TEN.starts_at } });
  await press('Move to this time');
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/move', { method: 'POST', body: { starts_at: TEN.starts_at, id: 3 } });
  expect(screen.getByRole('status')).toHaveTextContent('Inspection moved');
  expect(screen.queryByLabelText('New time (Lagos)')).not.toBeInTheDocument();
  expect(refresh).toHaveBeenCalled();
});

it('says so when no other time is open', async () => {
  mockedApiFetch.mockResolvedValue(slotsAnswer([]));
  renderFresh(booking({ status: 'confirmed', side: 'advertiser' }));
  await press('Move to another time');
  expect(screen.getByText('No other open time in the next 14 days.')).toBeInTheDocument();
});
