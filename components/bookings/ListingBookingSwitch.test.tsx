import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { ListingBookingSwitch } from './ListingBookingSwitch';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => mockedApiFetch.mockReset());

const untick = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take inspection bookings' }));
  });

it('turns booking of the listing off in one tick and says so', async () => {
  render(<ListingBookingSwitch propertyId={8} bookable />);
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Booking is off for this listing', property_id: 8, bookable: false } });
  await untick();
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/listingBooking', expect.objectContaining({ method: 'POST', body: { property_id: 8, bookable: false } }));
  expect(screen.getByRole('checkbox', { name: 'Take inspection bookings' })).not.toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('Booking is off for this listing');
});

it('keeps showing what is saved when the change fails', async () => {
  render(<ListingBookingSwitch propertyId={8} bookable />);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 403, message: 'You can only change your own listing' });
  await untick();
  expect(screen.getByRole('checkbox', { name: 'Take inspection bookings' })).toBeChecked();
  expect(screen.getByRole('alert')).toHaveTextContent('You can only change your own listing');
});
