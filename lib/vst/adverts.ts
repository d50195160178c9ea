/** Provider shapes of adverts (docs/provider-contract.md, "Adverts"). */
import { z } from 'zod';
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
});
export type Advert = z.infer<typeof advertSchema>;

/** adverts/uploadAdvertDocument (201) and adverts/getAdvert. */
export const advertResponseSchema = z.object({ advert: advertSchema });
export const myAdvertsResponseSchema = z.object({ adverts: z.array(advertSchema) });

export const advertIdPayloadSchema = z.object({ advert_id: z.number().int().positive() });
export const verifyAdvertResponseSchema = z.object({ Detail: z.string(), advert: advertSchema });
