/** @jest-environment node */
import { filterProperties, getPropertyCategoriesWithTotals, getPropertyTypes, getStatesWithProperties } from '@/server/vst/properties';
import { getReferenceList } from '@/server/vst/reference';
import { loadListing, namingLists } from './listingView';

jest.mock('@/server/vst/reference', () => ({ getReferenceList: jest.fn() }));

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

describe('a made-up listing URL: no results read, so the page answers 404 and nothing of it is cached', () => {
  const page = (total: number) => ok({ properties: { data: [], meta: { total, per_page: 12, current_page: 1, last_page: Math.max(1, Math.ceil(total / 12)) } } });
  beforeEach(() => {
    jest.mocked(filterProperties).mockReset();
    jest.mocked(getStatesWithProperties).mockResolvedValue(ok({ states: [{ id: 25, name: 'Lagos' }] }));
    jest.mocked(getPropertyCategoriesWithTotals).mockResolvedValue(ok({ property_categories: [{ id: 4, name: 'Duplex', total: 7 }] }));
    jest.mocked(getReferenceList).mockResolvedValue(ok({ states: [{ id: 25, name: 'Lagos' }, { id: 20, name: 'Kano' }] }) as never);
  });

  it.each([
    ['a state that does not exist', { state_id: '999' }],
    ['a category that does not exist', { property_category_id: '77' }],
    ['a property type that does not exist', { property_type_id: '9' }],
  ])('%s', async (_, params) => {
    const listing = await loadListing('BUY', params);
    expect(listing.results).toBeNull();
    expect(filterProperties).not.toHaveBeenCalled();
  });

  it("a page past the last, found from the first page's count without asking for that page", async () => {
    jest.mocked(filterProperties).mockResolvedValue(page(30) as never);
    expect((await loadListing('BUY', { page: '4' })).results).toBeNull();
    expect(jest.mocked(filterProperties).mock.calls.map(([filters]) => filters.page)).toEqual([1]);
  });

  it('reads the results of a real state without properties, and of the last page', async () => {
    jest.mocked(filterProperties).mockResolvedValue(page(30) as never);
    expect((await loadListing('BUY', { state_id: '20' })).results).toEqual(page(30));
    expect((await loadListing('BUY', { page: '3' })).results).toEqual(page(30));
  });

  it('reads the results when the lists could not be checked (a failed list proves nothing)', async () => {
    jest.mocked(getReferenceList).mockResolvedValue(failed as never);
    jest.mocked(filterProperties).mockResolvedValue(page(0) as never);
    expect((await loadListing('BUY', { state_id: '999' })).results).toEqual(page(0));
  });
});
