/** Everything the seeder inserts, in one import. */
export * from './types';
export { countries, states, NIGERIA_ID } from './geography';
export { propertyTypes, propertyFeatures, paymentPlanOptions } from './taxonomy';
export { seedUsers, DEMO_PASSWORD, DEMO_EMAILS } from './users';
export { properties } from './properties';
export { tips } from './tips';
export { banners } from './banners';
export { comments, offers, wishlist } from './engagement';
export { purchases } from './purchases';
export { mortgageCompanies, paymentHistory } from './finance';
export { homeServiceSeed as services } from './services';
export { seedFiles } from './files';
