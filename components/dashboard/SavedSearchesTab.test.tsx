import { render, screen } from '@testing-library/react';
import { redirect } from 'next/navigation';
import { getPropertyTypes } from '@/server/vst/properties';
import { getReferenceList } from '@/server/vst/reference';
import { getSavedSearches } from '@/server/vst/saved-searches';
import { SavedSearchesTab } from './SavedSearchesTab';

jest.mock('next/navigation', () => ({
  redirect: jest.fn(() => {
    throw new Error('NEXT_REDIRECT');
  }),
  useRouter: () => ({ refresh: jest.fn() }),
}));
jest.mock('@/server/vst/saved-searches', () => ({ getSavedSearches: jest.fn() }));
jest.mock('@/server/vst/properties', () => ({ getPropertyTypes: jest.fn() }));
jest.mock('@/server/vst/reference', () => ({ getReferenceList: jest.fn() }));

beforeEach(() => {
  jest.mocked(getPropertyTypes).mockResolvedValue({ ok: true, status: 200, data: { property_types: [{ id: 1, name: 'Residential' }] } });
  jest.mocked(getReferenceList).mockImplementation(async (name) =>
    name === 'states'
      ? { ok: true, status: 200, data: { states: [{ id: 25, name: 'Lagos' }] } }
      : { ok: true, status: 200, data: { property_categories: [{ id: 1, name: 'Flat/Apartment', property_type_id: 1 }] } },
  );
});

it('says each search in words and opens its listing', async () => {
  const search = { id: 3, name: 'Ikeja flats', query: 'transaction_type=RENT&property_category_id=1&state_id=25&no_bedroom=3', frequency: 'daily' as const, date_created: '2026-11-01T10:00:00.000Z' };
  jest.mocked(getSavedSearches).mockResolvedValue({ ok: true, status: 200, data: [search] });
  render(await SavedSearchesTab());
  expect(screen.getByRole('heading', { name: 'Ikeja flats' })).toBeInTheDocument();
  expect(screen.getByText('Flat/Apartment properties for rent in Lagos, 3+ bedrooms')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the search Ikeja flats' })).toHaveAttribute('href', '/properties/rent?property_category_id=1&state_id=25&no_bedroom=3');
  expect(screen.getByRole('radio', { name: 'Once a day' })).toBeChecked();
});

it('names a state from all states, not only those with properties, and says less when a list could not be read', async () => {
  const search = { id: 4, name: 'Kano rentals', query: 'transaction_type=RENT&property_category_id=1&state_id=20', frequency: 'instant' as const, date_created: '2026-11-01T10:00:00.000Z' };
  jest.mocked(getSavedSearches).mockResolvedValue({ ok: true, status: 200, data: [search] });
  jest.mocked(getReferenceList).mockImplementation(async (name) =>
    name === 'states'
      ? { ok: true, status: 200, data: { states: [{ id: 20, name: 'Kano' }] } }
      : { ok: false, status: 503, detail: 'We could not reach the service.' },
  );
  render(await SavedSearchesTab());
  expect(getReferenceList).toHaveBeenCalledWith('states', { countryID: 161 });
  expect(screen.getByText('Properties for rent in Kano')).toBeInTheDocument();
});

it('points to the listings when there is none yet', async () => {
  jest.mocked(getSavedSearches).mockResolvedValue({ ok: true, status: 200, data: [] });
  render(await SavedSearchesTab());
  expect(screen.getByText(/You have no saved searches yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Homes for sale' })).toHaveAttribute('href', '/properties/buy');
});

it('leaves for My Properties when the provider has no saved searches (404), rather than failing', async () => {
  jest.mocked(getSavedSearches).mockResolvedValue({ ok: false, status: 404, detail: 'Not found' });
  await expect(SavedSearchesTab()).rejects.toThrow('NEXT_REDIRECT');
  expect(redirect).toHaveBeenCalledWith('/dashboard?view=properties&type=all');
});

it('says a failed read and offers to try again', async () => {
  jest.mocked(getSavedSearches).mockResolvedValue({ ok: false, status: 503, detail: 'We could not reach the service.' });
  render(await SavedSearchesTab());
  expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the service.');
});
