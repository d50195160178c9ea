/**
 * Shapes of the property page's provider operations (contract: "Property engagement"): comments,
 * offers, share by e-mail, wishlist, leads and location statistics. Request bodies are the form
 * schemas of lib/forms/property.ts.
 */
import { z } from 'zod';
import { detailSchema } from './common';
import { townFactsSchema } from './living-facts';
import { priceCheckSchema } from './price-check';
import { propertyCardSchema } from './property';

const positiveInt = z.coerce.number().int().positive();

export const commentSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  date: z.string(),
  offer_by: z.object({ id: z.number().int(), name: z.string() }),
});
export type PropertyComment = z.infer<typeof commentSchema>;

/** `comment/getComments?property_id` */
export const getCommentsQuerySchema = z.object({ property_id: positiveInt });
export const getCommentsResponseSchema = z.object({ propertyComments: z.array(commentSchema) });
export type GetCommentsResponse = z.infer<typeof getCommentsResponseSchema>;

/** `comment/saveComment` → 201. Offers, shares, wishlist adds and leads answer `detailSchema`. */
export const saveCommentResponseSchema = detailSchema.extend({ comment: commentSchema });
export type SaveCommentResponse = z.infer<typeof saveCommentResponseSchema>;

/** `profile/wishlistStatus?property_id` */
export const wishlistStatusQuerySchema = z.object({ property_id: positiveInt });
export const wishlistStatusResponseSchema = z.object({ in_wishlist: z.boolean() });
export type WishlistStatus = z.infer<typeof wishlistStatusResponseSchema>;

/** `params/getLocationStatistics?propertyId`: prices and counts of the property's area. */
export const locationStatisticsQuerySchema = z.object({ propertyId: positiveInt });
/** Amounts may come as numbers or digit strings (like `price`); null when the area has no sales. */
const amount = z.union([z.number(), z.string()]).nullable();
export const locationStatisticsResponseSchema = z.object({
  avgSalesPrice: amount,
  avgRentalPrice: amount,
  minSalePrice: amount,
  maxSalePrice: amount,
  totalSold: z.number().int(),
  totalRental: z.number().int(),
  price_check: priceCheckSchema.nullable().optional(),
  /** Extension ("Living here"): the town's share of homes by band and by flooding; null without a town. */
  town_facts: townFactsSchema.nullable().optional(),
  related_property: z.object({ data: z.array(propertyCardSchema) }),
});
export type LocationStatistics = z.infer<typeof locationStatisticsResponseSchema>;
