/** Everything the seeder inserts, in one import. */
import { properties } from './properties';
import { backgroundInfoOf } from './subscriptionTypes';

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
export { subscriptionTypes } from './subscriptionTypes';
/** Every demo listing has background information and two title documents to sell. */
export const backgroundInfo = backgroundInfoOf(properties.map((property) => property.id));
export { homeServiceSeed as services } from './services';
export { adverts } from './adverts';
export { seedFiles } from './files';
export { verifications } from './verifications';
export { authorityLetters } from './authorityLetters';
export { reports } from './reports';
export { inspectionHours, bookings } from './bookings';
export { enquiries } from './enquiries';
