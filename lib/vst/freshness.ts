/** Listing freshness calls (contract "Listing freshness", an extension): confirm, set the status, confirm by link. */
import { z } from 'zod';
import { detailSchema } from './common';
import { propertyCardSchema } from './property';

export const listingStatuses = ['Available', 'Under Offer', 'Let', 'Sold'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

const propertyId = z.number().int().positive();

/** `POST profile/confirmListing` (the owner) */
export const confirmListingPayloadSchema = z.object({ propertyId });
/** `POST profile/listingStatus` (the owner) */
export const listingStatusPayloadSchema = z.object({ propertyId, status: z.enum(listingStatuses) });
/** What readers see change: nothing (a second confirmation the same day), the listing's page, or its place in the lists too. */
const visibleChangeSchema = z.enum(['none', 'page', 'listings']);
export type VisibleChange = z.infer<typeof visibleChangeSchema>;
export const listingChangeResponseSchema = detailSchema.extend({ property: propertyCardSchema, visible_change: visibleChangeSchema });

/** `POST listings/confirm`: the reminder e-mail's token, no session. */
export const confirmByLinkPayloadSchema = z.object({ token: z.string().min(1).max(200) });
export const confirmByLinkResponseSchema = detailSchema.extend({
  property: z.object({ id: z.number().int(), name: z.string() }),
  visible_change: visibleChangeSchema,
});
