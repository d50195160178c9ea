import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { ConfirmBookingForm } from './ConfirmBookingForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => mockedApiFetch.mockReset());

const booking = {
  id: 3, side: 'advertiser', property: { id: 7, name: 'Lekki duplex', address: '12 Admiralty Way' },
  starts_at: '2026-12-01T09:00:00.000Z', ends_at: '2026-12-01T10:00:00.000Z', status: 'confirmed',
  phone: '+2348031234567', note: null, visitor_name: 'Bola Buyer', advertiser_name: 'Ola Owner', decline_reason: null,
  offered_slot: null, cancelled_by: null, requested_at: '2026-11-28T09:00:00.000Z', answered_at: '2026-11-28T10:00:00.000Z',
  created_at: '2026-11-28T09:00:00.000Z', feedback: null, feedback_due: false,
};

const press = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this inspection' }));
  });

it('changes nothing until the button is pressed (mail scanners open links), then says what is confirmed, in Lagos time', async () => {
  render(<ConfirmBookingForm token="3.abc" labelledBy="title" />);
  expect(mockedApiFetch).not.toHaveBeenCalled();

  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Inspection confirmed', booking } });
  await press();
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/confirmByToken', { method: 'POST', body: { token: '3.abc' } });
  expect(screen.getByRole('status')).toHaveTextContent('Confirmed: the visitor inspects Lekki duplex on Tue 1 Dec, 10:00.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it("shows the provider's word for a request that can no longer be confirmed, without a button", async () => {
  render(<ConfirmBookingForm token="3.abc" labelledBy="title" />);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 409, message: 'This request can no longer be confirmed: it was declined, cancelled or has expired' });
  await press();
  expect(screen.getByRole('alert')).toHaveTextContent('it was declined, cancelled or has expired');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('keeps the button when the failure may pass', async () => {
  render(<ConfirmBookingForm token="3.abc" labelledBy="title" />);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 0, message: 'We could not reach the service.' });
  await press();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the service.');
  expect(screen.getByRole('button', { name: 'Confirm this inspection' })).toBeInTheDocument();
});
