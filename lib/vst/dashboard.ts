/** Shapes of the dashboard's provider operations (contract: "Dashboard"): my properties, wishlist, offers, home services. */
import { z } from 'zod';
import { propertyRelations, wishlistSorts } from '@/lib/dashboard/view';
import { pageOf } from './common';
import { fileLinkSchema } from './file-link';
import { photoReviewSchema } from './photo-review';
import { propertyCardSchema } from './property';

const positiveInt = z.coerce.number().int().positive();

/** `profile/myProperties?page_type&page&per_page` */
export const myPropertiesQuerySchema = z.object({
  page_type: z.enum(propertyRelations),
  page: positiveInt,
  per_page: positiveInt,
});
/** Why the property is in the user's list: their own listing, an offer or lead they sent, or a purchase. */
export const myPropertyCardSchema = propertyCardSchema.extend({
  relation: z.enum(['uploaded', 'interested', 'purchased']),
  /** The user's own listings' offers and comments (an extension); a provider without them shows no counts. */
  offer_count: z.number().int().nonnegative().optional(),
  comment_count: z.number().int().nonnegative().optional(),
  /** Why staff hid the owner's listing (contract extension); null or absent when it is not hidden. */
  hidden_reason: z.string().nullable().optional(),
  /** The owner's own listings: held for staff, or sharing photos with another of theirs (contract extension). */
  ...photoReviewSchema.partial().shape,
});
export type MyPropertyCard = z.infer<typeof myPropertyCardSchema>;
export const myPropertiesResponseSchema = z.object({ myProperties: pageOf(myPropertyCardSchema) });

/** `profile/myWishlist?page_type&page` */
export const myWishlistQuerySchema = z.object({ page_type: z.enum(wishlistSorts), page: positiveInt });
export const myWishlistResponseSchema = z.object({ myWishList: pageOf(propertyCardSchema) });

/** `offer/getOffers?property_id` (the owner only). Amounts may come as numbers or digit strings. */
export const offerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone_no: z.string(),
  amount: z.union([z.number(), z.string()]),
  note: z.string(),
  date: z.string(),
  offer_by: z.object({ id: z.number().int(), name: z.string() }).optional(),
});
export type PropertyOffer = z.infer<typeof offerSchema>;
export const getOffersQuerySchema = z.object({ property_id: positiveInt });
export const getOffersResponseSchema = z.object({ propertyOffers: z.array(offerSchema) });
export type GetOffersResponse = z.infer<typeof getOffersResponseSchema>;

/** `services/myHomeServices`: only what the list shows is required, so a richer service still parses. */
export const myHomeServiceSchema = z.object({
  homeServiceID: z.number().int(),
  service_title: z.string(),
  business_description: z.string().nullish(),
  business_address: z.string().nullish(),
  image_link: fileLinkSchema.nullish(),
});
export type MyHomeService = z.infer<typeof myHomeServiceSchema>;
/** The list may come bare or paged (`{data}`); both read as the list. */
export const myHomeServicesResponseSchema = z.object({
  homeServices: z.union([z.array(myHomeServiceSchema), z.object({ data: z.array(myHomeServiceSchema) }).transform(({ data }) => data)]),
});
