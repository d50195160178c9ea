import { fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { ListingFreshnessActions } from './ListingFreshnessActions';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));

const rental = { id: 12, name: 'Two bedroom flat in Yaba', availability_status: 'Available' as const, transaction_type: 'RENT' as const };
const answer = (status: string) => ({ ok: true as const, status: 200, data: { Detail: 'ok', property: { ...rental, availability_status: status }, visible_change: 'listings' } });

beforeEach(() => jest.clearAllMocks());

it('offers the status changes that fit a rental: under offer and let, not sold', () => {
  render(<ListingFreshnessActions property={rental} />);
  expect(screen.getByRole('button', { name: 'Confirm Two bedroom flat in Yaba is still available' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark under offer: Two bedroom flat in Yaba' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark as let: Two bedroom flat in Yaba' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark as sold/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark available/ })).not.toBeInTheDocument();
});

it('a sale that is sold can be sold no more, only made available or put under offer', () => {
  render(<ListingFreshnessActions property={{ ...rental, transaction_type: 'BUY', availability_status: 'Sold' }} />);
  expect(screen.queryByRole('button', { name: /Mark as sold/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark as let/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Mark available/ })).toBeInTheDocument();
});

it('confirms in one click, announces it and reads the page again', async () => {
  jest.mocked(apiFetch).mockResolvedValue(answer('Available'));
  render(<ListingFreshnessActions property={rental} />);
  fireEvent.click(screen.getByRole('button', { name: /Confirm Two bedroom/ }));
  expect(apiFetch).toHaveBeenCalledWith('/api/vst/profile/confirmListing', expect.objectContaining({ method: 'POST', body: { propertyId: 12 } }));
  expect(await screen.findByRole('status')).toHaveTextContent('Two bedroom flat in Yaba is confirmed available.');
  expect(refresh).toHaveBeenCalled();
});

it('marks it let in one click', async () => {
  jest.mocked(apiFetch).mockResolvedValue(answer('Let'));
  render(<ListingFreshnessActions property={rental} />);
  fireEvent.click(screen.getByRole('button', { name: /Mark as let/ }));
  expect(apiFetch).toHaveBeenCalledWith('/api/vst/profile/listingStatus', expect.objectContaining({ body: { propertyId: 12, status: 'Let' } }));
  expect(await screen.findByRole('status')).toHaveTextContent('Two bedroom flat in Yaba is now marked let.');
});

it('says why it failed, and changes nothing on the page', async () => {
  jest.mocked(apiFetch).mockResolvedValue({ ok: false, status: 403, message: 'You can only change your own listing' });
  render(<ListingFreshnessActions property={rental} />);
  fireEvent.click(screen.getByRole('button', { name: /Mark as let/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You can only change your own listing');
  expect(refresh).not.toHaveBeenCalled();
});
