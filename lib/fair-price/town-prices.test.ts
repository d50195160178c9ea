import { barGeometry, hasFigures, priceSections, townPricesPath } from './town-prices';
import { townPricesResponseSchema, type TownPriceGroup } from '@/lib/vst/town-prices';

const residential = { id: 1, name: 'Residential' };
const land = { id: 3, name: 'Land' };
const spread = (median: number, low: number, high: number) => ({ median, lower_quartile: low, upper_quartile: high });

function group(fields: Partial<TownPriceGroup> & Pick<TownPriceGroup, 'transaction_type' | 'bedrooms' | 'listings'>): TownPriceGroup {
  return { property_type: residential, price: null, with_area: 0, price_per_sqm: null, ...fields };
}

// As the provider orders them: sales first, by type, then bedrooms, each type's all-bedrooms group last.
const groups: TownPriceGroup[] = [
  group({ transaction_type: 'BUY', bedrooms: 3, listings: 7, price: spread(600e6, 560e6, 690e6), with_area: 7, price_per_sqm: spread(2.5e6, 2.3e6, 2.6e6) }),
  group({ transaction_type: 'BUY', bedrooms: null, listings: 7, price: spread(600e6, 560e6, 690e6), with_area: 7, price_per_sqm: spread(2.5e6, 2.3e6, 2.6e6) }),
  group({ transaction_type: 'BUY', property_type: land, bedrooms: 0, listings: 2, with_area: 2 }),
  group({ transaction_type: 'BUY', property_type: land, bedrooms: null, listings: 2, with_area: 2 }),
  group({ transaction_type: 'RENT', bedrooms: 2, listings: 3 }),
  group({ transaction_type: 'RENT', bedrooms: 4, listings: 5, price: spread(20e6, 18e6, 24e6) }),
  group({ transaction_type: 'RENT', bedrooms: 3, listings: 9, price: spread(15e6, 13.5e6, 17.5e6) }),
  group({ transaction_type: 'RENT', bedrooms: null, listings: 17, price: spread(15e6, 13e6, 18e6) }),
];

describe('priceSections', () => {
  const sections = priceSections(groups);

  test('rents first, then sales; a table per property type', () => {
    expect(sections.map((section) => [section.transaction, section.tables.map((table) => table.propertyType.name)])).toEqual([
      ['RENT', ['Residential']],
      ['BUY', ['Residential', 'Land']],
    ]);
  });

  test('rows by bedrooms (whatever order they came in), then all bedrooms together; bars only where there is a figure', () => {
    const rents = sections[0].tables[0];
    expect(rents.rows.map((row) => row.bedrooms)).toEqual([2, 3, 4, null]);
    expect(rents.bars.map((bar) => [bar.bedrooms, bar.price.median])).toEqual([
      [3, 15e6],
      [4, 20e6],
    ]);
  });

  test('one bedroom count: its row alone, the all-bedrooms group would repeat it', () => {
    const sales = sections[1].tables[0];
    expect(sales.rows.map((row) => row.bedrooms)).toEqual([3]);
    expect(sales.bars).toHaveLength(1);
  });

  test('a type without bedrooms (land) has one row for the type and no chart', () => {
    const plots = sections[1].tables[1];
    expect(plots.rows.map((row) => row.bedrooms)).toEqual([null]);
    expect(plots.bars).toEqual([]);
  });

  test('no groups, no sections; figures only when some group has one', () => {
    expect(priceSections([])).toEqual([]);
    expect(hasFigures(groups)).toBe(true);
    expect(hasFigures(groups.map((one) => ({ ...one, price: null, price_per_sqm: null })))).toBe(false);
  });
});

describe('barGeometry', () => {
  test('every length on one scale from zero; the widest range line ends at the reach', () => {
    const geometry = barGeometry([spread(15e6, 13.5e6, 17.5e6), spread(20e6, 18e6, 24e6)], 96);
    expect(geometry).toEqual([
      { median: 60, lower: 54, upper: 70 },
      { median: 80, lower: 72, upper: 96 },
    ]);
  });

  test('nothing to scale draws nothing, rather than dividing by zero', () => {
    expect(barGeometry([])).toEqual([]);
    expect(barGeometry([spread(0, 0, 0)])).toEqual([{ median: 0, lower: 0, upper: 0 }]);
  });
});

describe('town price addresses and answers', () => {
  test('the page of a town is its state and town slugs', () => {
    expect(townPricesPath({ slug: 'lekki-phase-1', state: { id: 25, name: 'Lagos', slug: 'lagos' } })).toBe('/prices/lagos/lekki-phase-1');
  });

  test('a provider answer with a slug that is not one is refused at the boundary', () => {
    const town = { id: 107, name: 'Lekki Phase 1', slug: 'lekki-phase-1', city: { id: 38, name: 'Lekki' }, state: { id: 25, name: 'Lagos', slug: 'lagos' } };
    expect(townPricesResponseSchema.safeParse({ town, listings: 17, groups }).success).toBe(true);
    expect(townPricesResponseSchema.safeParse({ town: { ...town, slug: '../admin' }, listings: 17, groups }).success).toBe(false);
  });
});
