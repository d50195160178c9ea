import type { SeedData } from '../seed/seed';
import type { SeedProperty } from '../seed/data/types';
import { BANNER_PAGES } from '../routes/params';
import { fixtureServices } from './fixtureServices';
import { FIXTURE_PHONE_PHOTO } from './photos';
import { backgroundInfoOf, subscriptionTypes } from '../seed/data/subscriptionTypes';
import { mortgageCompanies, paymentHistoryOf } from '../seed/data/finance';

/**
 * A small, hand-checkable data set for tests, independent of the demo data's content.
 * Properties vary every filtered column in a known pattern (see `fixtureProperty`).
 */

export const FIXTURE_PASSWORD = 'password1';
export const LAGOS = 25;
export const OYO = 31;
export const RESIDENTIAL = 1;
export const LAND = 3;
export const FLAT = 10;
export const DUPLEX = 11;
export const PLOT = 30;

const image = (key: string) => ({ key, contentType: 'image/png', body: Buffer.from(`png bytes of ${key}`) });

/** Property n (1..24): odd n BUY, even RENT; every third in Oyo; price n million; n % 5 bedrooms. */
function fixtureProperty(n: number): SeedProperty {
  const isLand = n % 4 === 0;
  return {
    id: n,
    ownerEmail: n % 6 === 0 ? 'buyer@example.com' : 'owner@example.com',
    name: `Fixture home ${n}`,
    address: `${n} Test Street`,
    description: `Description of fixture home ${n}`,
    transactionType: n % 2 === 1 ? 'BUY' : 'RENT',
    saleByOwner: n % 3 === 0,
    price: n * 1_000_000,
    stateId: n % 3 === 0 ? OYO : LAGOS,
    cityId: n % 3 === 0 ? null : 250,
    townId: n % 3 === 0 ? null : 2500,
    countryId: 161,
    propertyTypeId: isLand ? LAND : RESIDENTIAL,
    propertyCategoryId: isLand ? PLOT : n % 2 === 0 ? FLAT : DUPLEX,
    bedrooms: n % 5,
    bathrooms: n % 4,
    toilets: n % 3,
    kitchens: 1,
    carParking: n % 2,
    squareFeet: isLand ? null : 1000 + n,
    units: 1,
    yearBuilt: isLand ? null : 2000 + n,
    availability: 'Available',
    featured: n <= 10,
    viewCount: 100 + n,
    likeCount: n,
    // Newer as n grows, so "most recent" is descending n.
    createdDaysAgo: 30 - n,
    latitude: 6.5 + n / 100,
    longitude: 3.3 + n / 100,
    videoLink: n === 1 ? 'https://video.example/1' : null,
    primaryImageKey: `property-${n}.png`,
    otherImageKeys: n === 1 ? ['property-1-b.png', 'property-1-c.png'] : [],
    floorPlanKeys: n === 1 ? ['plan-1.png'] : [],
    featureIds: n === 1 ? [2, 1] : [],
    paymentPlanOptionId: 1,
    paymentPlan: n === 1 ? [{ description: 'Deposit', amount: 300_000 }, { description: 'Balance', amount: 700_000 }] : [],
    vat: 75_000,
    financialAdvisoryFee: 10_000,
  };
}

/** The buyer bought two of the owner's homes (5 the later); the owner bought nothing. */
const fixturePurchases = [
  { userEmail: 'buyer@example.com', propertyId: 5, price: 5_000_000, daysAgo: 2 },
  { userEmail: 'buyer@example.com', propertyId: 7, price: 7_000_000, daysAgo: 4 },
];

export const fixtureProperties = Array.from({ length: 24 }, (_, index) => fixtureProperty(index + 1));

export const fixtureSeedData: SeedData = {
  countries: [{ id: 161, name: 'Nigeria' }],
  states: [
    { id: LAGOS, name: 'Lagos', countryId: 161, cities: [{ id: 250, name: 'Ikeja', towns: [{ id: 2500, name: 'Alausa' }] }] },
    { id: OYO, name: 'Oyo', countryId: 161, cities: [{ id: 310, name: 'Ibadan', towns: [] }] },
    { id: 1, name: 'Abia', countryId: 161, cities: [] },
  ],
  propertyTypes: [
    { id: RESIDENTIAL, name: 'Residential', categories: [{ id: FLAT, name: 'Flat' }, { id: DUPLEX, name: 'Duplex' }] },
    { id: 2, name: 'Commercial', categories: [{ id: 20, name: 'Office' }] },
    { id: LAND, name: 'Land', categories: [{ id: PLOT, name: 'Plot' }] },
  ],
  propertyFeatures: [
    { id: 1, name: 'Swimming pool' },
    { id: 2, name: 'Borehole' },
  ],
  paymentPlanOptions: [{ id: 1, description: 'Outright' }],
  seedUsers: [
    { email: 'owner@example.com', password: FIXTURE_PASSWORD, firstName: 'Ola', lastName: 'Owner', phone: '08010000000', address: '1 Owner Road', stateId: LAGOS, serviceProvider: false },
    { email: 'buyer@example.com', password: FIXTURE_PASSWORD, firstName: 'Bola', lastName: 'Buyer', phone: '08020000000', address: '2 Buyer Road', stateId: OYO, serviceProvider: false },
    { email: 'staff@example.com', password: FIXTURE_PASSWORD, firstName: 'Sade', lastName: 'Staff', phone: '08030000000', address: '3 Staff Road', stateId: LAGOS, serviceProvider: false, role: 'staff' },
  ],
  properties: fixtureProperties,
  tips: [
    { id: 1, slug: 'renting-in-lagos', title: 'Renting in Lagos', excerpt: 'What tenants should know', bodyHtml: '<p>Rent</p>', imageKey: 'tip.png', author: 'Ada', postedDaysAgo: 5, readMinutes: 4 },
    { id: 2, slug: 'buying-land', title: 'Buying land safely', excerpt: 'Check the survey', bodyHtml: '<p>Land</p>', imageKey: 'tip.png', author: 'Ada', postedDaysAgo: 4, readMinutes: 6 },
    { id: 3, slug: 'lagos-rent-deposits', title: 'Rent deposits in Lagos', excerpt: 'How much to pay', bodyHtml: '<p>Deposit</p>', imageKey: 'tip.png', author: 'Obi', postedDaysAgo: 3, readMinutes: 3 },
    { id: 4, slug: '100-percent-mortgage', title: '100% mortgages_explained', excerpt: 'Loans', bodyHtml: '<p>Loan</p>', imageKey: FIXTURE_PHONE_PHOTO.key, author: 'Obi', postedDaysAgo: 2, readMinutes: 5 },
  ],
  banners: BANNER_PAGES.map((page) => ({ page, title: `Banner of ${page}`, imageKey: 'banner.png' })),
  // On properties the route tests leave alone, so they start from no engagement.
  comments: [{ propertyId: 8, authorEmail: 'buyer@example.com', comment: 'Is the rent negotiable?', daysAgo: 2 }],
  offers: [{ propertyId: 8, authorEmail: 'buyer@example.com', name: 'Bola Buyer', phoneNo: '08020000000', amount: 7_500_000, note: 'One year upfront', daysAgo: 1 }],
  wishlist: [{ userEmail: 'owner@example.com', propertyId: 6, daysAgo: 3 }],
  purchases: fixturePurchases,
  mortgageCompanies,
  // Each purchase: a paid deposit and six unpaid instalments (none fell due over 30 days ago).
  paymentHistory: paymentHistoryOf(fixturePurchases),
  subscriptionTypes,
  // Owner's homes 1 and 2 have background information and two documents each.
  backgroundInfo: backgroundInfoOf([1, 2]),
  services: fixtureServices,
  // Advert route tests make their own adverts and plans.
  adverts: [],
  seedFiles: () => [
    ...fixtureProperties.map((property) => image(property.primaryImageKey)),
    ...['property-1-b.png', 'property-1-c.png', 'plan-1.png', 'tip.png', 'banner.png'].map(image),
    ...fixtureServices.services.map((service) => image(service.imageKey)),
    FIXTURE_PHONE_PHOTO,
  ],
};
