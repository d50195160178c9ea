import type { Market } from '../cityLocations';
import type { Random } from '../prng';
import { PROPERTY_TYPE } from '../taxonomy';
import type { TransactionType } from '../types';
import { FARMLAND_CATEGORY_ID, type ListingKind } from './kinds';

const MILLION = 1_000_000;
const PRICE_STEP = 50_000;

type Range = [number, number];

/**
 * Limits that keep every price inside the market's believable band (2026 naira): a sale price, or a
 * year's rent, which is how Nigerian landlords quote it.
 */
const saleBand: Record<Market, Range> = { prime: [120 * MILLION, 850 * MILLION], metro: [25 * MILLION, 300 * MILLION], regional: [8 * MILLION, 150 * MILLION], town: [5 * MILLION, 80 * MILLION] };
const rentBand: Record<Market, Range> = { prime: [2 * MILLION, 25 * MILLION], metro: [600_000, 12 * MILLION], regional: [250_000, 6 * MILLION], town: [150_000, 3 * MILLION] };
const landBand: Range = [1 * MILLION, 300 * MILLION];

/** Naira per bedroom (homes), per square foot (commercial) or per square metre (land). */
export const homeSalePerBedroom: Record<Market, Range> = { prime: [60 * MILLION, 140 * MILLION], metro: [15 * MILLION, 45 * MILLION], regional: [6 * MILLION, 18 * MILLION], town: [3 * MILLION, 9 * MILLION] };
const homeRentPerBedroom: Record<Market, Range> = { prime: [2_500_000, 6 * MILLION], metro: [700_000, 1_800_000], regional: [300_000, 700_000], town: [120_000, 300_000] };
const commercialSalePerSquareFoot: Record<Market, Range> = { prime: [50_000, 100_000], metro: [20_000, 45_000], regional: [8_000, 20_000], town: [4_000, 10_000] };
const commercialRentPerSquareFoot: Record<Market, Range> = { prime: [1_500, 3_500], metro: [600, 1_400], regional: [250, 600], town: [100, 300] };
const landPerSquareMetre: Record<Market, Range> = { prime: [150_000, 400_000], metro: [25_000, 80_000], regional: [5_000, 25_000], town: [2_000, 8_000] };
const farmlandPerSquareMetre: Range = [300, 1_500];

export function roundToStep(amount: number): number {
  return Math.max(PRICE_STEP, Math.round(amount / PRICE_STEP) * PRICE_STEP);
}

const clamp = (value: number, [low, high]: Range) => Math.min(high, Math.max(low, value));
const within = (random: Random, [low, high]: Range) => low + random.next() * (high - low);

export type PricedListing = { kind: ListingKind; market: Market; transactionType: TransactionType; bedrooms: number; squareFeet: number; squareMetres: number };

/** A whole-naira price rounded to 50,000: a sale price, or a year's rent. */
export function priceListing(listing: PricedListing, random: Random): number {
  const { kind, market, transactionType, bedrooms, squareFeet, squareMetres } = listing;
  if (kind.typeId === PROPERTY_TYPE.land) {
    const perSquareMetre = kind.categoryId === FARMLAND_CATEGORY_ID ? within(random, farmlandPerSquareMetre) : within(random, landPerSquareMetre[market]);
    return roundToStep(clamp(perSquareMetre * squareMetres * kind.priceFactor, landBand));
  }
  if (kind.typeId === PROPERTY_TYPE.commercial) {
    const perSquareFoot = within(random, transactionType === 'BUY' ? commercialSalePerSquareFoot[market] : commercialRentPerSquareFoot[market]);
    return roundToStep(clamp(perSquareFoot * squareFeet * kind.priceFactor, transactionType === 'BUY' ? saleBand[market] : rentBand[market]));
  }
  const perBedroom = within(random, transactionType === 'BUY' ? homeSalePerBedroom[market] : homeRentPerBedroom[market]);
  return roundToStep(clamp(perBedroom * bedrooms * kind.priceFactor, transactionType === 'BUY' ? saleBand[market] : rentBand[market]));
}
