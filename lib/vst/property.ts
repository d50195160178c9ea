/** Property shapes and queries (contract: "Properties and tips"). */
import { z } from 'zod';
import { advertiserRefSchema } from './advertiser-ref';
import { namedSchema, pageOf } from './common';
import { fileLinkSchema } from './file-link';
import { moveInFeesSchema, titleSchema } from './listing-terms';
import { cardLivingFactsSchema, factAnswerCountsSchema, livingFactsSchema } from './living-facts';
import { ownerAuthoritySchema } from './owner-authority';

export const transactionTypeSchema = z.enum(['BUY', 'RENT']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const propertyCardSchema = z.object({
  propertyID: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  price: z.string(),
  transaction_type: transactionTypeSchema,
  for_sale: z.union([z.literal(0), z.literal(1)]),
  state: namedSchema,
  city: namedSchema.nullable(),
  town: namedSchema.nullable(),
  property_type: namedSchema,
  property_category: namedSchema,
  primary_image_link: fileLinkSchema,
  date_created: z.string(),
  date_diff: z.string(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  favorites: z.number().int(),
  no_bedroom: z.number().int(),
  no_bathroom: z.number().int(),
  no_toilet: z.number().int(),
  garages: z.number().int(),
  car_parking: z.number().int(),
  square_feet: z.number().nullable(),
  units: z.number().int(),
  availability_status: z.enum(['Available', 'Sold', 'Let', 'Under Offer']),
  description: z.string(),
  featured: z.boolean(),
  /** A paid promotion runs now; a provider without promotions leaves it out. */
  promoted: z.boolean().default(false),
  /** Contract extension: what staff verified the listing's owner as; a provider without it leaves it out. */
  verified_advertiser: z.enum(['owner', 'agent']).nullish(),
  /** Extension ("Owner's authority"): staff saw the owner's letter of authority; absent on a provider without it. */
  owner_authorised: z.boolean().default(false),
  /** Optional so a provider without coordinates on cards still parses; the map then places by state. */
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  /** Extension: a rent's fees on moving in; a provider without them leaves it out and nothing is shown. */
  move_in_fees: moveInFeesSchema.nullable().optional(),
  /** Extension ("Living here"): the band and flooding; null on land, absent on a provider without it (nothing shown). */
  living_facts: cardLivingFactsSchema.nullable().optional(),
  /** The owner's "No inspection fee" declaration (contract extension); a provider without it leaves it out. */
  no_inspection_fee: z.boolean().default(false),
  /** Extension (contract "Listing freshness"): absent on a provider without it, and nothing is shown. */
  confirmed_at: z.string().optional(),
  confirmed_days_ago: z.number().int().min(0).optional(),
  freshness: z.enum(['confirmed', 'not_recent', 'out_of_search']).optional(),
  /** Extension ("Price history"): when a cut in the last 30 days was made (the card's "Reduced"); absent = none. */
  price_reduced_at: z.string().nullish(),
  /** Extension ("Advertiser profiles"): whose profile the card links to; absent on a provider without profiles. */
  advertiser: advertiserRefSchema.optional(),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;

const linkSchema = z.object({ link: fileLinkSchema });

export const propertyDetailSchema = propertyCardSchema.extend({
  owner: namedSchema,
  other_image_links: z.array(linkSchema),
  /** An owner's external video URL passes through; a provider-hosted video becomes `/media/...`. */
  video_link: fileLinkSchema.nullable(),
  floor_plan: z.array(linkSchema),
  property_features: z.array(namedSchema),
  no_kitchen: z.number().int(),
  payment_plan: z.array(z.object({ amount: z.number(), description: z.string() })),
  /** The chosen payment plan option; optional because a provider's property need not name it. */
  payment_plan_option_id: z.number().int().nullable().optional(),
  vat: z.number(),
  financial_advisory_fee: z.number(),
  for_sale_aso: z.union([z.literal(0), z.literal(1)]),
  country: namedSchema,
  currency: z.object({ id: z.number().int(), name: z.string(), symbol: z.string() }),
  year_built: z.number().int().nullable(),
  /** Extension ("Living here"): every fact; null on land, absent on a provider without it (nothing shown). */
  living_facts: livingFactsSchema.nullable().optional(),
  /** Extension ("Living here"): members' agreements and disagreements with each fact; null on land. */
  fact_answers: factAnswerCountsSchema.nullable().optional(),
  /** Extension: the land title the owner declares; absent when the provider has none. */
  title: titleSchema.nullable().optional(),
  /** Extension ("Owner's authority"): when staff saw the landlord's or seller's letter; absent or null otherwise. */
  owner_authority: ownerAuthoritySchema.nullable().optional(),
  /** Extension ("Price history"): every price asked, oldest first; absent on a provider without it. */
  price_history: z.array(z.object({ price: z.number(), date: z.string() })).optional(),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

const positiveInt = z.coerce.number().int().positive();
const count = z.coerce.number().int().min(0);
/** A filter that narrows the list when `1` and is left out otherwise. */
const onlyWhenOne = z.coerce.number().pipe(z.literal(1)).optional();

/** `params/filterProperties` query; empty values are dropped before this runs (see `withoutEmpty`). */
export const filterPropertiesQuerySchema = z.object({
  transaction_type: transactionTypeSchema.optional(),
  property_type_id: positiveInt.optional(),
  property_category_id: positiveInt.optional(),
  state_id: positiveInt.optional(),
  min_price: count.optional(),
  max_price: count.optional(),
  no_bedroom: count.optional(),
  no_bathroom: count.optional(),
  no_toilet: count.optional(),
  no_car_parking: count.optional(),
  /** Contract extension: only verified advertisers' listings. */
  verified_only: onlyWhenOne,
  /** Contract extension: only listings of advertisers with the "Responsive" badge. */
  responsive_only: onlyWhenOne,
  /** Contract extension ("Living here"): only listings whose owner stated that fact so. */
  band_a_or_b: onlyWhenOne,
  prepaid_meter: onlyWhenOne,
  no_flooding: onlyWhenOne,
  water_on_site: onlyWhenOne,
  page_type: z.enum(['most_recent', 'highest_price', 'lowest_price']).optional(),
  page: positiveInt.optional(),
  per_page: z.coerce.number().int().min(1).max(48).optional(),
});
export type FilterPropertiesQuery = z.input<typeof filterPropertiesQuerySchema>;

export const filterPropertiesResponseSchema = z.object({
  featured_properties: z.object({ data: z.array(propertyCardSchema) }),
  properties: pageOf(propertyCardSchema),
});
export type FilterPropertiesResponse = z.infer<typeof filterPropertiesResponseSchema>;

/** `property/all` */
export const allPropertiesQuerySchema = z.object({
  page: positiveInt.optional(),
  per_page: positiveInt.optional(),
  property_type: z.enum(['Land', 'Commercial', 'Residential']).optional(),
});
export const allPropertiesResponseSchema = z.object({ properties: pageOf(propertyCardSchema) });

/** `params/getPropertyDetail` */
export const propertyDetailQuerySchema = z.object({ propertyId: positiveInt });
export const propertyDetailResponseSchema = z.object({ property: propertyDetailSchema });

/** `params/likeProperty` */
export const likePropertyPayloadSchema = z.object({ propertyId: z.number().int().positive() });
export const likePropertyResponseSchema = z.object({ property: propertyCardSchema });
