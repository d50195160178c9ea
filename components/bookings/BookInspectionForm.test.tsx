import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { BookInspectionForm } from './BookInspectionForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => mockedApiFetch.mockReset());

const slot = (starts_at: string) => ({ starts_at, ends_at: new Date(Date.parse(starts_at) + 3600_000).toISOString() });
const TEN = slot('2026-12-01T09:00:00.000Z');
const ELEVEN = slot('2026-12-01T10:00:00.000Z');
const NOON = slot('2026-12-01T11:00:00.000Z');
const booking = (starts_at: string, status: string) => ({
  id: 3, side: 'visitor', property: { id: 7, name: 'Lekki duplex', address: '12 Admiralty Way' }, ...slot(starts_at), status,
  phone: '+2348031234567', note: null, visitor_name: 'Bola Buyer', advertiser_name: 'Ola Owner', decline_reason: null,
  offered_slot: null, cancelled_by: null, requested_at: '2026-11-28T09:00:00.000Z', answered_at: null,
  created_at: '2026-11-28T09:00:00.000Z', feedback: null, feedback_due: false,
});

const book = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
  });

it('books the chosen time with the phone and note, and says the advertiser will confirm', async () => {
  render(<BookInspectionForm propertyId={7} slots={[TEN, ELEVEN]} chosen={ELEVEN.starts_at} labelledBy="title" />);
  expect(screen.getByLabelText('Time (Lagos)')).toHaveValue(ELEVEN.starts_at);
  expect(screen.getByRole('link', { name: 'report the listing' })).toHaveAttribute('href', '/property/7#asked-to-pay');
  fireEvent.change(screen.getByLabelText('Your phone number'), { target: { value: '0803 123 4567' } });
  fireEvent.change(screen.getByLabelText('Note for the advertiser (optional)'), { target: { value: 'Evening is better' } });

  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Sent', booking: booking(ELEVEN.starts_at, 'requested') } });
  await book();
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/book', {
    method: 'POST',
    body: { starts_at: ELEVEN.starts_at, phone: '0803 123 4567', note: 'Evening is better', property_id: 7 },
  });
  expect(screen.getByRole('status')).toHaveTextContent('Your request for Tue 1 Dec, 11:00 was sent. The advertiser has 24 hours to confirm');
});

it('asks for a time and a phone before sending', async () => {
  render(<BookInspectionForm propertyId={7} slots={[TEN]} chosen={undefined} labelledBy="title" />);
  await book();
  expect(mockedApiFetch).not.toHaveBeenCalled();
  expect(screen.getByText('Choose one of the open times')).toBeInTheDocument();
  expect(screen.getByText('This is required.')).toBeInTheDocument();
});

it('a time someone else just took is replaced by the next open one, which one more press books', async () => {
  render(<BookInspectionForm propertyId={7} slots={[TEN, ELEVEN]} chosen={TEN.starts_at} labelledBy="title" />);
  fireEvent.change(screen.getByLabelText('Your phone number'), { target: { value: '08031234567' } });
  mockedApiFetch.mockResolvedValue({ ok: false, status: 409, message: 'Someone has just booked this time; please choose another', nextSlot: NOON });
  await book();
  expect(screen.getByRole('alert')).toHaveTextContent('The next open time is Tue 1 Dec, 12:00; it is now chosen for you.');
  const time = screen.getByLabelText('Time (Lagos)');
  expect(time).toHaveValue(NOON.starts_at);
  expect(screen.queryByRole('option', { name: 'Tue 1 Dec, 10:00' })).not.toBeInTheDocument();

  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Booked', booking: booking(NOON.starts_at, 'confirmed') } });
  await book();
  expect(mockedApiFetch).toHaveBeenLastCalledWith('/api/vst/bookings/book', expect.objectContaining({ body: expect.objectContaining({ starts_at: NOON.starts_at }) }));
  expect(screen.getByRole('status')).toHaveTextContent('Your inspection on Tue 1 Dec, 12:00 is confirmed.');
});
