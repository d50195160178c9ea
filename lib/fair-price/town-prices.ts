/**
 * The town price page's logic: which groups make which table and chart, and the chart's geometry.
 * Pure functions over the provider's groups (lib/vst/town-prices.ts), so they are tested without a page.
 */
import type { Named } from '@/lib/vst/common';
import type { TransactionType } from '@/lib/vst/property';
import type { PriceTown, Spread, TownPriceGroup } from '@/lib/vst/town-prices';

/** The page of a town: `/prices/lagos/lekki-phase-1`. */
export const townPricesPath = (town: Pick<PriceTown, 'slug' | 'state'>) => `/prices/${town.state.slug}/${town.slug}`;

/** Rents first: most people looking up a town's prices are looking for a home to let. */
export const TRANSACTION_ORDER: readonly TransactionType[] = ['RENT', 'BUY'];

export type TypeTable = {
  propertyType: Named;
  /** The rows, by bedrooms, then every bedroom count together; only the latter for types without bedrooms. */
  rows: TownPriceGroup[];
  /** The rows with a figure, by bedrooms, for the chart; empty when there is nothing to draw. */
  bars: (TownPriceGroup & { bedrooms: number; price: Spread })[];
};

export type TransactionSection = { transaction: TransactionType; tables: TypeTable[] };

/** The groups as the page shows them: a section per transaction, a table per property type. */
export function priceSections(groups: TownPriceGroup[]): TransactionSection[] {
  return TRANSACTION_ORDER.flatMap((transaction) => {
    const ofTransaction = groups.filter((group) => group.transaction_type === transaction);
    const typeIds = [...new Set(ofTransaction.map((group) => group.property_type.id))];
    const tables = typeIds.map((typeId): TypeTable => {
      const ofType = ofTransaction.filter((group) => group.property_type.id === typeId);
      const byBedrooms = ofType.filter((group) => group.bedrooms !== null).sort((a, b) => a.bedrooms! - b.bedrooms!);
      const all = ofType.find((group) => group.bedrooms === null);
      // Land and most commercial listings have no bedrooms: one row for the type says it all.
      const countsBedrooms = byBedrooms.some((group) => group.bedrooms! > 0);
      const rows = countsBedrooms ? [...byBedrooms, ...(all && byBedrooms.length > 1 ? [all] : [])] : all ? [all] : byBedrooms;
      const bars = countsBedrooms ? byBedrooms.filter((group): group is TypeTable['bars'][number] => group.price !== null) : [];
      return { propertyType: ofType[0].property_type, rows, bars };
    });
    return tables.length > 0 ? [{ transaction, tables }] : [];
  });
}

/** Whether any group gives a figure: a page without one says there are too few listings. */
export const hasFigures = (groups: TownPriceGroup[]) => groups.some((group) => group.price !== null);

/** Where a bar and its range line end, in percent of the chart's width. */
export type BarGeometry = { median: number; lower: number; upper: number };

/**
 * The bars' lengths in percent of the width: the longest range line ends at `reach` percent (short of
 * the edge, so its end cap shows), and every length is on the same scale from zero, so the bars compare.
 */
export function barGeometry(spreads: Spread[], reach = 96): BarGeometry[] {
  const top = Math.max(0, ...spreads.map((spread) => spread.upper_quartile));
  const percent = (naira: number) => (top === 0 ? 0 : Math.round((naira / top) * reach * 100) / 100);
  return spreads.map((spread) => ({ median: percent(spread.median), lower: percent(spread.lower_quartile), upper: percent(spread.upper_quartile) }));
}
