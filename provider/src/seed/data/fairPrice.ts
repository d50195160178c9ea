import { roundToStep } from './listings/pricing';
import type { SeedProperty } from './types';
import { agentEmails } from './users';

/**
 * The generator spreads its listings thinly (a town rarely has more than three alike), so the
 * fair-price check would have no figure anywhere. These demo listings give one town, Lekki Phase 1,
 * enough similar rents and sales for its medians, and one rent far below them that carries the
 * caution. Each is a copy of a generated Lekki listing with its own price (and, for a sale, area) and
 * agent, so the generator's random sequence and every listing it makes stay the same.
 */
export const FAIR_PRICE_TOWN_ID = 107;
const RENT_TEMPLATE_ID = 181; // 3-bedroom detached bungalow to let in Lekki Phase 1
const SALE_TEMPLATE_ID = 117; // 3-bedroom penthouse for sale in Lekki
const RENTS = [12_500_000, 13_500_000, 14_000_000, 15_000_000, 16_000_000, 17_500_000, 18_000_000];
/** Square feet and price of each sale: from about ₦2.2m to ₦2.8m per m². */
const SALES: [number, number][] = [
  [2400, 520_000_000], [2600, 590_000_000], [2800, 640_000_000], [3000, 700_000_000],
  [2500, 600_000_000], [3200, 780_000_000], [2700, 660_000_000],
];
/** Well below half the town's median rent for three bedrooms: the page's caution has a listing to show. */
export const SUSPICIOUSLY_CHEAP_RENT = 5_500_000;
/**
 * Rents of other sizes, so the town's price page has medians for several bedroom counts: bedrooms,
 * bathrooms, toilets and the annual rents of five listings each.
 */
const OTHER_SIZES: { bedrooms: number; bathrooms: number; toilets: number; rents: number[] }[] = [
  { bedrooms: 2, bathrooms: 2, toilets: 3, rents: [8_500_000, 9_000_000, 9_500_000, 10_000_000, 11_000_000] },
  { bedrooms: 4, bathrooms: 4, toilets: 5, rents: [19_500_000, 20_000_000, 21_000_000, 22_500_000, 24_500_000] },
];

/** Homes of one town stand apart on the map: a grid about 450 m a step around the template's place. */
const spreadAround = (coordinate: number | null, step: number) => (coordinate === null ? null : Number((coordinate + step * 0.004).toFixed(6)));

function copyOf(template: SeedProperty, id: number, price: number, extra: Partial<SeedProperty>): SeedProperty {
  const scale = price / template.price;
  return {
    ...template,
    id,
    price,
    // The agents in turn: a town's figures count at most two listings of one advertiser.
    ownerEmail: agentEmails[id % agentEmails.length]!,
    latitude: spreadAround(template.latitude, (id % 5) - 2),
    longitude: spreadAround(template.longitude, (Math.floor(id / 5) % 4) - 1.5),
    townId: FAIR_PRICE_TOWN_ID,
    featured: false,
    createdDaysAgo: 20 + (id % 40),
    viewCount: 40 + ((id * 37) % 400),
    likeCount: id % 9,
    paymentPlan: template.paymentPlan.map((part) => ({ ...part, amount: roundToStep(part.amount * scale) })),
    vat: roundToStep(template.vat * scale),
    financialAdvisoryFee: roundToStep(template.financialAdvisoryFee * scale),
    ...extra,
  };
}

/** A copy of the 3-bedroom rent with another number of rooms, its description saying so, east of the others on the map. */
function resized(template: SeedProperty, id: number, price: number, size: (typeof OTHER_SIZES)[number]): SeedProperty {
  const rooms = `It has ${size.bedrooms} bedrooms, ${size.bathrooms} bathrooms, ${size.toilets} toilets`;
  return copyOf(template, id, price, {
    bedrooms: size.bedrooms,
    bathrooms: size.bathrooms,
    toilets: size.toilets,
    description: template.description.replace(/It has \d+ bedrooms, \d+ bathrooms, \d+ toilets/, rooms),
    longitude: spreadAround(template.longitude, (Math.floor(id / 5) % 2) + 2.5),
  });
}

/** The generated listings followed by the fair-price demo ones (ids after the last generated). */
export function withFairPriceDemo(listings: SeedProperty[]): SeedProperty[] {
  const rent = listings.find((listing) => listing.id === RENT_TEMPLATE_ID);
  const sale = listings.find((listing) => listing.id === SALE_TEMPLATE_ID);
  if (!rent || !sale) throw new Error('The fair-price demo listings have no template');
  let id = Math.max(...listings.map((listing) => listing.id));
  const added = [
    ...RENTS.map((price) => copyOf(rent, ++id, price, {})),
    copyOf(rent, ++id, SUSPICIOUSLY_CHEAP_RENT, { name: '3 Bedroom Bungalow, bargain rent', createdDaysAgo: 4 }),
    ...SALES.map(([squareFeet, price]) => copyOf(sale, ++id, price, { squareFeet, townId: FAIR_PRICE_TOWN_ID })),
    ...OTHER_SIZES.flatMap((size) => size.rents.map((price) => resized(rent, ++id, price, size))),
  ];
  return [...listings, ...added.map(withPriceCuts)];
}

/**
 * Price cuts for the price history: a rent cut 12 days ago and a sale cut twice (both show "Reduced"),
 * and a rent cut 45 days ago (too long ago for the badge).
 */
function withPriceCuts(listing: SeedProperty, index: number): SeedProperty {
  const cuts: Record<number, [number, number][]> = {
    0: [[13_500_000, listing.createdDaysAgo], [listing.price, 45]],
    3: [[16_500_000, listing.createdDaysAgo], [listing.price, 12]],
    10: [[700_000_000, listing.createdDaysAgo], [660_000_000, 15], [listing.price, 6]],
  };
  const history = cuts[index];
  return history ? { ...listing, priceHistory: history.map(([price, daysAgo]) => ({ price, daysAgo })) } : listing;
}
