/** Reference data (contract: "Reference data"): one table, used by the server client and the forwarder. */
import { z } from 'zod';
import { namedSchema } from './common';
import { fileLinkSchema } from './file-link';

export const bannerPages = [
  'home',
  'buy',
  'rent',
  'properties',
  'tipsandguides',
  'sell',
  'finance',
  'services',
  'advert',
  'mortgage',
  'get-approval',
] as const;
export const bannerPageSchema = z.enum(bannerPages);
export type BannerPage = z.infer<typeof bannerPageSchema>;

export const bannerResponseSchema = z.object({
  banner: z.object({ title: z.string(), primary_image: fileLinkSchema }),
});
export type Banner = z.infer<typeof bannerResponseSchema>['banner'];

const id = z.coerce.number().int().positive();
const noQuery = z.object({});

/** Each list: its provider path, the query it takes, and its response. */
export const referenceLists = {
  propertyTypes: {
    path: 'params/getPropertyType',
    query: noQuery,
    response: z.object({ property_types: z.array(namedSchema) }),
  },
  statesWithProperties: {
    path: 'params/getStateWithProperties',
    query: z.object({ countryID: id }),
    response: z.object({ states: z.array(namedSchema) }),
  },
  states: {
    path: 'params/getState',
    query: z.object({ countryID: id }),
    response: z.object({ states: z.array(namedSchema) }),
  },
  countries: { path: 'params/getCountry', query: noQuery, response: z.object({ countries: z.array(namedSchema) }) },
  cities: { path: 'params/getCity', query: z.object({ stateID: id }), response: z.object({ cities: z.array(namedSchema) }) },
  towns: { path: 'params/getTown', query: z.object({ cityID: id }), response: z.object({ towns: z.array(namedSchema) }) },
  propertyCategories: {
    path: 'params/getPropertyCategory',
    query: z.object({ propertyTypeID: id.optional() }),
    response: z.object({ property_categories: z.array(namedSchema.extend({ property_type_id: z.number().int() })) }),
  },
  currencies: {
    path: 'params/getCurrency',
    query: noQuery,
    response: z.object({ currencies: z.array(namedSchema.extend({ symbol: z.string() })) }),
  },
  propertyFeatures: {
    path: 'params/getPropertyFeature',
    query: noQuery,
    response: z.object({ property_features: z.array(namedSchema) }),
  },
  paymentPlanOptions: {
    path: 'params/getPaymentPlanOptions',
    query: noQuery,
    response: z.object({ paymentPlanOptions: z.array(z.object({ id: z.number().int(), description: z.string() })) }),
  },
  propertyCountsByCategory: {
    path: 'params/getPropertyByCategory',
    query: z.object({ transaction_type: z.enum(['BUY', 'RENT']).optional() }),
    response: z.object({ property_categories: z.array(namedSchema.extend({ total: z.number().int() })) }),
  },
} as const;

export type ReferenceListName = keyof typeof referenceLists;
export type ReferenceListQuery<Name extends ReferenceListName> = z.input<(typeof referenceLists)[Name]['query']>;
export type ReferenceList<Name extends ReferenceListName> = z.output<(typeof referenceLists)[Name]['response']>;

/** Nigeria: the country whose states every state look-up asks for. */
export const NIGERIA_COUNTRY_ID = 161;
