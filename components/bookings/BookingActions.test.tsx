import { act, fireEvent, render, screen } from '@testing-library/react';
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
  requested_at: future, answered_at: null, created_at: future, feedback: null, feedback_due: false, ...changes,
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
