/** @jest-environment node */
import { cityLocations } from './cityLocations';
import { states } from './geography';
import { generateProperties, properties } from './properties';
import { paymentPlanOptions, PROPERTY_TYPE, propertyFeatures, propertyTypes } from './taxonomy';
import { DEMO_EMAILS, seedUsers } from './users';

const MILLION = 1_000_000;

describe('properties', () => {
  it('is deterministic', () => {
    expect(generateProperties()).toEqual(generateProperties());
    // The listings are the generator's, plus when each was last confirmed (data/freshness.ts).
    const generated = properties.map((property) => {
      const copy = { ...property };
      delete copy.confirmedDaysAgo;
      return copy;
    });
    expect(generateProperties()).toEqual(generated);
  });

  it('has at least 220 listings with unique ids, filling several pages of 12 each way', () => {
    expect(properties.length).toBeGreaterThanOrEqual(220);
    expect(new Set(properties.map((property) => property.id)).size).toBe(properties.length);
    for (const type of ['BUY', 'RENT'] as const) {
      expect(properties.filter((property) => property.transactionType === type).length).toBeGreaterThan(36);
    }
  });

  it('covers all three property types and many states', () => {
    expect(new Set(properties.map((property) => property.propertyTypeId))).toEqual(new Set([1, 2, 3]));
    expect(new Set(properties.map((property) => property.stateId)).size).toBeGreaterThanOrEqual(20);
  });

  it('puts each listing in a real state, city and town of Nigeria', () => {
    for (const property of properties) {
      const state = states.find((candidate) => candidate.id === property.stateId);
      const city = state?.cities.find((candidate) => candidate.id === property.cityId);
      expect(city).toBeDefined();
      if (property.townId !== null) expect(city?.towns.map((town) => town.id)).toContain(property.townId);
      expect(property.countryId).toBe(161);
    }
  });

  it('gives every listing a category of its own type, known features and a known plan', () => {
    const featureIds = new Set(propertyFeatures.map((feature) => feature.id));
    const planIds = new Set(paymentPlanOptions.map((option) => option.id));
    for (const property of properties) {
      const type = propertyTypes.find((candidate) => candidate.id === property.propertyTypeId);
      expect(type?.categories.map((category) => category.id)).toContain(property.propertyCategoryId);
      for (const featureId of property.featureIds) expect(featureIds.has(featureId)).toBe(true);
      expect(planIds.has(property.paymentPlanOptionId)).toBe(true);
    }
  });

  const locationOf = (property: (typeof properties)[number]) => cityLocations.find((location) => location.cityId === property.cityId)!;

  it('prices in realistic naira for the place, rounded to 50,000: a year of rent, or a sale', () => {
    const yearsRent = { prime: [2 * MILLION, 25 * MILLION], metro: [600_000, 12 * MILLION], regional: [250_000, 6 * MILLION], town: [150_000, 3 * MILLION] };
    const sale = { prime: [120 * MILLION, 850 * MILLION], metro: [25 * MILLION, 300 * MILLION], regional: [8 * MILLION, 150 * MILLION], town: [5 * MILLION, 80 * MILLION] };
    for (const property of properties) {
      const { market } = locationOf(property);
      expect(property.price % 50_000).toBe(0);
      const [low, high] = property.transactionType === 'RENT' ? yearsRent[market] : property.propertyTypeId === PROPERTY_TYPE.land ? [MILLION, 300 * MILLION] : sale[market];
      expect(property.price).toBeGreaterThanOrEqual(low);
      expect(property.price).toBeLessThanOrEqual(high);
    }
  });

  it('rents a three-bedroom flat for what the city asks: Maiduguri under a million a year, Ikoyi many millions', () => {
    const flats = (market: string) => properties.filter((property) => property.transactionType === 'RENT' && property.propertyTypeId === PROPERTY_TYPE.residential && property.bedrooms === 3 && locationOf(property).market === market);
    for (const flat of flats('town')) expect(flat.price).toBeLessThan(MILLION);
    for (const flat of flats('prime')) expect(flat.price).toBeGreaterThanOrEqual(5 * MILLION);
  });

  it('gives names that fit the place: sea views on the coast only, penthouses and luxury in dear markets', () => {
    for (const property of properties) {
      const location = locationOf(property);
      if (/sea view/i.test(property.name)) expect(location.coastal).toBe(true);
      if (/penthouse|luxury|serviced/i.test(property.name)) expect(['prime', 'metro']).toContain(location.market);
      if (property.propertyTypeId !== PROPERTY_TYPE.residential) expect(property.name).not.toMatch(/bed/i);
      expect(property.name).not.toMatch(/sq ?ft|sqm|Plot .*Plot/);
    }
  });

  it('keeps land free of rooms and commercial buildings free of bedrooms', () => {
    for (const property of properties) {
      if (property.propertyTypeId === PROPERTY_TYPE.land) {
        expect([property.bedrooms, property.bathrooms, property.toilets, property.kitchens, property.carParking]).toEqual([0, 0, 0, 0, 0]);
      }
      if (property.propertyTypeId === PROPERTY_TYPE.commercial) expect(property.bedrooms).toBe(0);
      if (property.propertyTypeId === PROPERTY_TYPE.residential) expect(property.bedrooms).toBeGreaterThan(0);
    }
  });

  it('places coordinates near the listing city', () => {
    for (const property of properties.filter((candidate) => candidate.latitude !== null)) {
      const centre = cityLocations.find((location) => location.cityId === property.cityId);
      expect(Math.abs((property.latitude ?? 0) - (centre?.latitude ?? 0))).toBeLessThan(0.05);
      expect(Math.abs((property.longitude ?? 0) - (centre?.longitude ?? 0))).toBeLessThan(0.05);
    }
  });

  it('is owned by seed users, the demo owner holding at least six of both kinds', () => {
    const emails = new Set(seedUsers.map((user) => user.email));
    for (const property of properties) expect(emails.has(property.ownerEmail)).toBe(true);
    const owned = properties.filter((property) => property.ownerEmail === DEMO_EMAILS.owner);
    expect(owned.length).toBeGreaterThanOrEqual(6);
    expect(new Set(owned.map((property) => property.transactionType))).toEqual(new Set(['BUY', 'RENT']));
  });

  it('features about four available listings per transaction type', () => {
    for (const type of ['BUY', 'RENT'] as const) {
      const featured = properties.filter((property) => property.featured && property.transactionType === type);
      expect(featured.length).toBeGreaterThanOrEqual(3);
      expect(featured.length).toBeLessThanOrEqual(6);
      expect(featured.every((property) => property.availability === 'Available')).toBe(true);
    }
  });

  it('has payment plans that add up to the price for sales, and no external links', () => {
    for (const property of properties) {
      if (property.transactionType === 'BUY') {
        expect(property.paymentPlan.reduce((sum, step) => sum + step.amount, 0)).toBe(property.price);
      }
      expect(property.videoLink === null || property.videoLink.startsWith('/files/')).toBe(true);
      expect(JSON.stringify(property)).not.toMatch(/https?:\/\//);
    }
  });

  it('mixes short and long names and spreads creation over 400 days', () => {
    expect(properties.some((property) => property.name.length <= 15)).toBe(true);
    expect(properties.some((property) => property.name.length > 15)).toBe(true);
    const ages = properties.map((property) => property.createdDaysAgo);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(400);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(300);
  });

  it('has listings confirmed recently, over 30 and over 60 days ago, and some let, sold or under offer', () => {
    const confirmed = (property: (typeof properties)[number]) => property.confirmedDaysAgo ?? 0;
    const count = (test: (property: (typeof properties)[number]) => boolean) => properties.filter(test).length;
    expect(count((property) => confirmed(property) < 30)).toBeGreaterThan(properties.length * 0.75);
    expect(count((property) => confirmed(property) >= 30 && confirmed(property) < 60)).toBeGreaterThanOrEqual(5);
    expect(count((property) => confirmed(property) >= 60)).toBeGreaterThanOrEqual(3);
    expect(properties.every((property) => confirmed(property) <= property.createdDaysAgo)).toBe(true);
    // The demos lean on the demo owner's and the featured listings: they stay in search.
    expect(properties.filter((property) => property.ownerEmail === DEMO_EMAILS.owner || property.featured).every((property) => confirmed(property) < 30)).toBe(true);
    for (const status of ['Let', 'Sold', 'Under Offer'] as const) {
      expect(count((property) => property.availability === status)).toBeGreaterThanOrEqual(2);
    }
  });
});
