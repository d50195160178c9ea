/** Everything the seeder inserts, in one import. */
export * from './types';
export { countries, states, NIGERIA_ID } from './geography';
export { propertyTypes, propertyFeatures, paymentPlanOptions } from './taxonomy';
