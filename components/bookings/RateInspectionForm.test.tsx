import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { apiFetch } from '@/lib/api-client';
import { RateInspectionForm } from './RateInspectionForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => {
  mockedApiFetch.mockReset();
  refresh.mockReset();
});

it('asks for stars before anything is sent', async () => {
  render(<RateInspectionForm bookingId={3} />);
  await submitWith('Send my rating');
  const group = screen.getByRole('group', { name: 'How would you rate the advertiser?' });
  expect(within(group).getByRole('radio', { name: '0 stars' })).toHaveAccessibleDescription('Choose from 1 to 5 stars');
  expect(mockedApiFetch).not.toHaveBeenCalled();
});

it('sends the stars and the trimmed comment with the booking, then reads the list afresh', async () => {
  const when = '2026-11-20T10:00:00.000Z';
  const booking = {
    id: 3, side: 'visitor', property: { id: 7, name: 'Lekki duplex', address: '12 Admiralty Way' }, starts_at: when, ends_at: when, status: 'held',
    phone: '+2348031234567', note: null, visitor_name: 'Bola Buyer', advertiser_name: 'Ola Owner', decline_reason: null, offered_slot: null,
    cancelled_by: null, requested_at: when, answered_at: when, created_at: when, feedback: null, feedback_due: true, rating: { stars: 4, comment: 'Punctual' }, rating_due: false,
  };
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Thank you for your rating', booking } });
  render(<RateInspectionForm bookingId={3} />);
  fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  typeInto('A short comment (optional)', '  Punctual  ');
  await submitWith('Send my rating');
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/rate', expect.objectContaining({ method: 'POST', body: { stars: 4, comment: 'Punctual', id: 3 } }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
});
