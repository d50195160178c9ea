import { render, screen, within } from '@testing-library/react';
import { PriceCheckSection } from '@/components/property-detail/PriceCheckSection';
import { priceSections } from '@/lib/fair-price/town-prices';
import type { TownFacts } from '@/lib/vst/living-facts';
import type { TownPriceGroup } from '@/lib/vst/town-prices';
import { TownFactShares } from './TownFactShares';
import { TownPriceChart } from './TownPriceChart';
import { TownPriceTable } from './TownPriceTable';

const residential = { id: 1, name: 'Residential' };
const spread = (median: number, low: number, high: number) => ({ median, lower_quartile: low, upper_quartile: high });
const rent = (bedrooms: number | null, listings: number, price: TownPriceGroup['price']): TownPriceGroup => ({
  transaction_type: 'RENT',
  property_type: residential,
  bedrooms,
  listings,
  price,
  with_area: 0,
  price_per_sqm: null,
});
const [rents] = priceSections([
  rent(2, 3, null),
  rent(3, 9, spread(15_000_000, 13_500_000, 17_500_000)),
  rent(4, 6, spread(20_000_000, 18_000_000, 24_000_000)),
  rent(null, 18, spread(16_000_000, 14_000_000, 19_000_000)),
]).map((section) => section.tables[0]);

describe('TownPriceChart', () => {
  it('is one labelled image with a bar and a range line per bedroom count with a figure, lengths on one scale', () => {
    render(<TownPriceChart bars={rents.bars} propertyType="Residential" transaction="RENT" town="Lekki Phase 1" />);
    const chart = screen.getByRole('img', { name: /^Bar chart: the median annual rent of residential listings in Lekki Phase 1 by bedrooms/ });
    const bars = chart.querySelectorAll('rect');
    expect([...bars].map((bar) => bar.getAttribute('width'))).toEqual(['60%', '80%']);
    // The range line across the 4-bedroom bar runs from its lower to its upper quartile.
    const [across] = [...chart.querySelectorAll('g[data-bedrooms="4"] line')];
    expect([across.getAttribute('x1'), across.getAttribute('x2')]).toEqual(['72%', '96%']);
    expect(chart).toHaveTextContent('3 bedrooms: ₦15,000,000');
  });

  it('draws nothing without a figure to show', () => {
    const { container } = render(<TownPriceChart bars={[]} propertyType="Land" transaction="BUY" town="Ikate" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TownPriceTable', () => {
  it('gives each row its count, its median and middle half, and "Too few" where a group is small', () => {
    render(<TownPriceTable table={rents} transaction="RENT" />);
    const table = screen.getByRole('table', { name: 'Residential: median annual rent' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2 bedrooms3 listings', '3 bedrooms9 listings', '4 bedrooms6 listings', 'All18 listings']);
    expect(rows[0]).toHaveTextContent('Too few');
    expect(rows[1]).toHaveTextContent('₦15,000,000middle half ₦13,500,000 to ₦17,500,000');
    expect(within(table).queryByRole('columnheader', { name: 'Per m²' })).not.toBeInTheDocument();
  });

  it('adds the price per m² to a sale', () => {
    const sale: TownPriceGroup = { ...rent(3, 7, spread(600_000_000, 560_000_000, 690_000_000)), transaction_type: 'BUY', with_area: 7, price_per_sqm: spread(2_500_000, 2_300_000, 2_600_000) };
    const [sales] = priceSections([sale]).map((section) => section.tables[0]);
    render(<TownPriceTable table={sales} transaction="BUY" />);
    const table = screen.getByRole('table', { name: 'Residential: median asking price' });
    expect(within(table).getByRole('columnheader', { name: 'Per m²' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('₦2,500,000middle half ₦2,300,000 to ₦2,600,000');
  });
});

describe('the fair-price check’s link to its town’s prices', () => {
  const check = {
    basis: 'annual_rent' as const,
    town: { id: 107, name: 'Lekki Phase 1' },
    bedrooms: 3,
    comparables: 8,
    median: 15_000_000,
    lower_quartile: 13_500_000,
    upper_quartile: 17_500_000,
    value: 5_500_000,
    difference_percent: -63,
  };

  it('is there when the town has a price page, and not otherwise', () => {
    const { unmount } = render(<PriceCheckSection check={check} propertyType="Residential" townPricesHref="/prices/lagos/lekki-phase-1" />);
    expect(screen.getByRole('link', { name: 'Prices in Lekki Phase 1' })).toHaveAttribute('href', '/prices/lagos/lekki-phase-1');
    unmount();
    render(<PriceCheckSection check={check} propertyType="Residential" townPricesHref={null} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe("the town's picture", () => {
  const facts: TownFacts = {
    electricity_band: { listings: 5, shares: [{ value: 'A', listings: 4, percent: 80 }, { value: 'B', listings: 1, percent: 20 }] },
    flooding: { listings: 3, shares: null },
  };

  it('gives each share with its count, and says when too few homes state a fact', () => {
    render(<TownFactShares facts={facts} town="Agidingbi" level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Light and flooding in Agidingbi' })).toBeInTheDocument();
    const [bands] = screen.getAllByRole('list');
    expect(within(bands!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Band A light: 80%, 4 of 5 homes', 'Band B light: 20%, 1 of 5 homes']);
    expect(screen.getByText('Too few homes state it to give shares: 3 homes, we need at least 5.')).toBeInTheDocument();
  });

  it('stays in the fair-price block of a sale that has no price check', () => {
    render(<PriceCheckSection check={null} propertyType="Residential" townPricesHref={null} townFacts={facts} town="Agidingbi" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Light and flooding in Agidingbi' })).toBeInTheDocument();
  });
});
