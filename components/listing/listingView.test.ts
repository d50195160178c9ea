/** @jest-environment node */
import { filterProperties, getPropertyCategoriesWithTotals, getPropertyTypes, getStatesWithProperties } from '@/server/vst/properties';
import { loadListing, namingLists } from './listingView';

jest.mock('@/server/vst/properties', () => ({
  filterProperties: jest.fn(),
  getPropertyCategoriesWithTotals: jest.fn(),
  getPropertyTypes: jest.fn(),
  getStatesWithProperties: jest.fn(),
}));

const ok = <Data>(data: Data) => ({ ok: true as const, status: 200, data });
const failed = { ok: false as const, status: 503, detail: 'We could not reach the service.' };

beforeEach(() => {
  jest.mocked(getPropertyTypes).mockResolvedValue(ok({ property_types: [{ id: 1, name: 'Residential' }] }));
});

it('names a listing from the states with properties and the categories counted for its transaction type', async () => {
  jest.mocked(filterProperties).mockResolvedValue(failed);
  jest.mocked(getStatesWithProperties).mockResolvedValue(ok({ states: [{ id: 25, name: 'Lagos' }] }));
  jest.mocked(getPropertyCategoriesWithTotals).mockResolvedValue(ok({ property_categories: [{ id: 4, name: 'Duplex', total: 7 }] }));
  const listing = await loadListing('RENT', { property_category_id: '4', state_id: '25' });
  expect(getPropertyCategoriesWithTotals).toHaveBeenCalledWith('RENT');
  expect(listing.categories).toEqual([{ id: 4, name: 'Duplex', total: 7 }]);
  expect(listing.view).toMatchObject({ transactionType: 'RENT', kindName: 'Duplex', stateName: 'Lagos' });
});

it('leaves a list that failed to load empty, so the view names less rather than failing', async () => {
  const lists = await namingLists({ states: Promise.resolve(failed), categories: Promise.resolve(ok({ property_categories: [{ id: 4, name: 'Duplex' }] })) });
  expect(lists).toEqual({ states: [], categories: [{ id: 4, name: 'Duplex' }], propertyTypes: [{ id: 1, name: 'Residential' }] });
});
