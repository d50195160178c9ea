/** Provider shapes of adverts (docs/provider-contract.md, "Adverts"). */
import { z } from 'zod';
import { SPONSORED_BATCH_MAX } from '@/lib/adverts/sponsored';
import { fileLinkSchema } from './file-link';

export const advertStatuses = ['uploaded', 'verified', 'active', 'expired'] as const;
export type AdvertStatus = (typeof advertStatuses)[number];

export const advertSchema = z.object({
  advertID: z.number().int(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  /** The plan's price in whole naira: what the payment will charge. */
  amount: z.number(),
  plan: z.object({ subscriptionID: z.number().int(), title: z.string(), amount: z.number(), duration: z.number().int() }),
  file_link: fileLinkSchema,
  file_name: z.string(),
  status: z.enum(advertStatuses),
  date_created: z.string(),
  verified_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The counters and link of the sponsored slots: a provider without them leaves them out. */
  link: z.string().nullable().optional(),
  impressions: z.number().int().optional(),
  clicks: z.number().int().optional(),
});
export type Advert = z.infer<typeof advertSchema>;

/** adverts/uploadAdvertDocument (201) and adverts/getAdvert. */
export const advertResponseSchema = z.object({ advert: advertSchema });
export const myAdvertsResponseSchema = z.object({ adverts: z.array(advertSchema) });

export const advertIdPayloadSchema = z.object({ advert_id: z.number().int().positive() });
export const verifyAdvertResponseSchema = z.object({ Detail: z.string(), advert: advertSchema });

// Sponsored slots ----------------------------------------------------------------------------------

/** How a slot shows the advert's uploaded document. */
export const sponsoredMediaKinds = ['image', 'video', 'text', 'document'] as const;

/** adverts/activeAdverts: a running advert as the public slots show it. */
export const sponsoredAdvertSchema = z.object({
  advertID: z.number().int(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  media: z.enum(sponsoredMediaKinds),
  file_link: fileLinkSchema,
  text: z.string().nullable(),
  link: z.string().nullable(),
});
export type SponsoredAdvert = z.infer<typeof sponsoredAdvertSchema>;
export const activeAdvertsResponseSchema = z.object({ adverts: z.array(sponsoredAdvertSchema) });

/** adverts/recordImpressions: the browser's beacon and the provider call carry the same ids. */
export const recordImpressionsPayloadSchema = z.object({
  advert_ids: z.array(z.number().int().positive()).min(1).max(SPONSORED_BATCH_MAX),
});
export const recordImpressionsResponseSchema = z.object({ counted: z.number().int() });

/** adverts/recordClick: the advert's stored link, where the click route sends the browser. */
export const recordClickResponseSchema = z.object({ link: z.string() });
