import { floorPlanKeysFor, propertyImageKeys } from '../images/catalog';
import { createRandom, type Random } from '../prng';
import { PROPERTY_TYPE, propertyFeatures } from '../taxonomy';
import type { Availability, SeedProperty, TransactionType } from '../types';
import { agentEmails, DEMO_EMAILS, seedUsers } from '../users';
import { HOME_TOUR_VIDEO_LINK } from '../video';
import { addressFor } from './address';
import { describeListing } from './descriptions';
import { buildingPlots, FARMLAND_CATEGORY_ID, farmPlots, FLAT_CATEGORY_ID, listingKinds, PENTHOUSE_CATEGORY_ID, roundedSquareMetres, SQUARE_FEET_PER_SQUARE_METRE, type ListingKind, type PlotSize } from './kinds';
import { pickPlace, type Place } from './location';
import { paymentTermsFor } from './paymentPlans';
import { priceListing } from './pricing';

export const PROPERTY_COUNT = 232;
const SEED = 20261122;
/** The demo owner gets every n-th listing, so they have a handful of both kinds to manage. */
const DEMO_OWNER_EVERY = 24;
const FEATURED_PER_TRANSACTION = 4;
const VAT_RATE = 0.075;
const CURRENT_YEAR = 2026;

/** Feature ids that make sense for each property type. */
const featuresByType: Record<number, number[]> = {
  [PROPERTY_TYPE.residential]: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
  [PROPERTY_TYPE.commercial]: [2, 3, 4, 8, 9, 12, 13, 15, 16, 17, 19, 20, 22],
  [PROPERTY_TYPE.land]: [4, 11, 19, 20],
};

/** Features only dear markets have (swimming pool, gym, serviced), and lifts only in blocks of flats. */
const PRIME_FEATURES = [1, 5, 10];
const ELEVATOR = 15;
const BOREHOLE = 3;

const agentsByState = new Map(seedUsers.filter((user) => agentEmails.includes(user.email)).map((user) => [user.stateId, user.email]));

export function generateProperties(): SeedProperty[] {
  const random = createRandom(SEED);
  const listings = Array.from({ length: PROPERTY_COUNT }, (_, index) => generateListing(index + 1, random));
  return markFeatured(listings);
}

function generateListing(id: number, random: Random): SeedProperty {
  const drawn = weightedKind(random);
  const place = pickPlace(random);
  // Drawn with the first kind's share, so a penthouse turned flat keeps the random sequence.
  const transactionType: TransactionType = random.chance(drawn.rentShare) ? 'RENT' : 'BUY';
  const kind = kindFor(drawn, place);
  const isHome = kind.typeId === PROPERTY_TYPE.residential;
  const isLand = kind.typeId === PROPERTY_TYPE.land;
  const bedrooms = random.int(kind.bedrooms[0], kind.bedrooms[1]);
  const plot = isLand ? random.pick(kind.categoryId === FARMLAND_CATEGORY_ID ? farmPlots : buildingPlots) : null;
  const squareFeet = plotOrFloorArea(kind, bedrooms, plot, random);
  const rooms = random.int(2, 6) * 10;
  const name = random
    .pick(kind.names.filter((template) => nameFits(template, place)))
    .replace('{beds}', String(bedrooms))
    .replace('{sqm}', roundedSquareMetres(squareFeet).toLocaleString('en-NG'))
    .replace('{plot}', plot?.label ?? 'Plot')
    .replace('{rooms}', String(rooms))
    .replace('{seats}', String(rooms * 10));

  const bathrooms = isHome ? bedrooms + random.int(0, 1) : isLand ? 0 : random.int(1, 4);
  const toilets = isLand ? 0 : bathrooms + random.int(isHome ? 1 : 0, isHome ? 1 : 4);
  // Commercial parking scales with floor area: roughly one space per 600 sq ft.
  const carParking = isHome ? random.int(1, Math.min(6, bedrooms + 1)) : isLand ? 0 : Math.min(40, Math.max(2, Math.round(squareFeet / 600)));
  const kitchens = isHome ? (bedrooms >= 5 ? 2 : 1) : [12, 13].includes(kind.categoryId) ? 1 : 0;

  const ownerEmail = id % DEMO_OWNER_EVERY === 1 ? DEMO_EMAILS.owner : (random.chance(0.6) && agentsByState.get(place.state.id)) || random.pick(agentEmails);
  const saleByOwner = ownerEmail === DEMO_EMAILS.owner || random.chance(0.15);
  const price = priceListing({ kind, market: place.market, transactionType, bedrooms, squareFeet, squareMetres: plot?.squareMetres ?? 0 }, random);
  const featureIds = fitFeatures(random.sample(featuresByType[kind.typeId], random.int(isLand ? 1 : 3, isLand ? 3 : 8)), kind, place);
  const featureNames = featureIds.map((featureId) => propertyFeatures.find((feature) => feature.id === featureId)?.name ?? '');
  const pool = propertyImageKeys[kind.art];
  const primaryImageKey = random.pick(pool);
  const typePool = kind.typeId === PROPERTY_TYPE.residential ? [...propertyImageKeys.duplex, ...propertyImageKeys.bungalow, ...propertyImageKeys.apartments, ...propertyImageKeys.terrace] : pool;
  const otherImageKeys = random.sample(typePool.filter((key) => key !== primaryImageKey), random.int(2, 5));
  const viewCount = Math.round(15 + 4000 * random.next() ** 2);
  const hasCoordinates = random.chance(0.9);

  return {
    id,
    ownerEmail,
    name,
    address: addressFor(place, kind.art === 'apartments', random),
    description: describeListing(
      { name, typeId: kind.typeId, transactionType, area: place.town?.name ?? place.city.name, city: place.city.name, bedrooms, bathrooms, toilets, carParking, squareFeet, featureNames },
      random,
    ),
    transactionType,
    saleByOwner,
    price,
    stateId: place.state.id,
    cityId: place.city.id,
    townId: place.town?.id ?? null,
    countryId: 161,
    propertyTypeId: kind.typeId,
    propertyCategoryId: kind.categoryId,
    bedrooms,
    bathrooms,
    toilets,
    kitchens,
    carParking,
    squareFeet,
    units: plot?.plots ?? 1,
    yearBuilt: isLand ? null : random.chance(0.4) ? random.int(CURRENT_YEAR - 2, CURRENT_YEAR) : random.int(1990, CURRENT_YEAR - 3),
    availability: availabilityFor(transactionType, random),
    featured: false,
    viewCount,
    likeCount: random.int(0, Math.floor(viewCount / 12)),
    createdDaysAgo: random.int(0, 400),
    latitude: hasCoordinates ? place.latitude : null,
    longitude: hasCoordinates ? place.longitude : null,
    // Every eighth home has a video tour; derived from the id so the random sequence is unchanged.
    videoLink: isHome && id % 8 === 3 ? HOME_TOUR_VIDEO_LINK : null,
    primaryImageKey,
    otherImageKeys,
    floorPlanKeys: isHome && random.chance(0.8) ? floorPlanKeysFor(bedrooms).slice(0, random.int(1, 2)) : [],
    featureIds,
    ...paymentTermsFor(transactionType, price, !saleByOwner, random),
    vat: kind.typeId === PROPERTY_TYPE.commercial && transactionType === 'BUY' ? Math.round(price * VAT_RATE) : 0,
    financialAdvisoryFee: transactionType === 'BUY' && !saleByOwner && random.chance(0.3) ? Math.round(price * 0.01) : 0,
    // About one listing in five declares no inspection fee; from the id, so the random sequence is unchanged.
    noInspectionFee: id % 5 === 2,
  };
}

const isDearMarket = (place: Place) => place.market === 'prime' || place.market === 'metro';

/** A penthouse is a prime or metro listing; elsewhere the same draw is a flat. */
function kindFor(drawn: ListingKind, place: Place): ListingKind {
  if (drawn.categoryId !== PENTHOUSE_CATEGORY_ID || isDearMarket(place)) return drawn;
  return listingKinds.find((kind) => kind.categoryId === FLAT_CATEGORY_ID) ?? drawn;
}

/** A sea view needs the coast; luxury and serviced homes a prime or metro market. */
function nameFits(template: string, place: Place): boolean {
  if (template.includes('Sea View')) return place.coastal;
  if (/Luxury|Serviced/.test(template)) return isDearMarket(place);
  return true;
}

/**
 * Drops the features that do not fit the place or the building. Filtered after the draw, so the
 * random sequence (and every listing after this one) stays the same.
 */
function fitFeatures(drawn: number[], kind: ListingKind, place: Place): number[] {
  const fitting = drawn.filter((id) => (id === ELEVATOR ? kind.art === 'apartments' || kind.art === 'office' : !PRIME_FEATURES.includes(id) || isDearMarket(place)));
  return (fitting.length > 0 ? fitting : [BOREHOLE]).sort((a, b) => a - b);
}

function plotOrFloorArea(kind: ListingKind, bedrooms: number, plot: PlotSize | null, random: Random): number {
  if (plot) return Math.round(plot.squareMetres * SQUARE_FEET_PER_SQUARE_METRE);
  const area = random.int(kind.squareFeet[0], kind.squareFeet[1]);
  // Homes are sized per bedroom plus living areas; round to 50 sq ft as agents quote them.
  const total = kind.typeId === PROPERTY_TYPE.residential ? bedrooms * area + 400 : area;
  return Math.round(total / 50) * 50;
}

function availabilityFor(transactionType: TransactionType, random: Random): Availability {
  const roll = random.next();
  if (roll < 0.82) return 'Available';
  if (roll < 0.9) return 'Under Offer';
  return transactionType === 'BUY' ? 'Sold' : 'Let';
}

function weightedKind(random: Random): ListingKind {
  const total = listingKinds.reduce((sum, kind) => sum + kind.weight, 0);
  let ticket = random.next() * total;
  for (const kind of listingKinds) {
    ticket -= kind.weight;
    if (ticket < 0) return kind;
  }
  return listingKinds[0];
}

/** The home page shows featured homes, so feature available homes of each transaction type. */
function markFeatured(listings: SeedProperty[]): SeedProperty[] {
  const featuredIds = (['BUY', 'RENT'] as const).flatMap((transactionType) =>
    listings
      .filter((listing) => listing.transactionType === transactionType && listing.availability === 'Available' && listing.propertyTypeId === PROPERTY_TYPE.residential)
      .sort((a, b) => b.viewCount - a.viewCount)
      .slice(0, FEATURED_PER_TRANSACTION)
      .map((listing) => listing.id),
  );
  return listings.map((listing) => (featuredIds.includes(listing.id) ? { ...listing, featured: true } : listing));
}
