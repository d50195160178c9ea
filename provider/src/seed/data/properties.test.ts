/** @jest-environment node */
import { cityLocations } from './cityLocations';
import { states } from './geography';
import { generateProperties, properties } from './properties';
import { paymentPlanOptions, PROPERTY_TYPE, propertyFeatures, propertyTypes } from './taxonomy';
import { DEMO_EMAILS, seedUsers } from './users';

const LAGOS = 25;
const FCT = 15;
const MILLION = 1_000_000;

describe('properties', () => {
  it('is deterministic', () => {
    expect(generateProperties()).toEqual(generateProperties());
    expect(generateProperties()).toEqual(properties);
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

  it('prices in realistic naira, rounded to 50,000', () => {
    for (const property of properties) {
      expect(property.price % 50_000).toBe(0);
      if (property.transactionType === 'RENT') {
        expect(property.price).toBeGreaterThanOrEqual(450_000);
        expect(property.price).toBeLessThanOrEqual(25 * MILLION);
      } else if (property.propertyTypeId === PROPERTY_TYPE.land) {
        expect(property.price).toBeGreaterThanOrEqual(3 * MILLION);
        expect(property.price).toBeLessThanOrEqual(300 * MILLION);
      } else if ([LAGOS, FCT].includes(property.stateId)) {
        expect(property.price).toBeGreaterThanOrEqual(25 * MILLION);
        expect(property.price).toBeLessThanOrEqual(850 * MILLION);
      } else {
        expect(property.price).toBeGreaterThanOrEqual(8 * MILLION);
        expect(property.price).toBeLessThanOrEqual(150 * MILLION);
      }
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
});
