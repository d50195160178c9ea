/**
 * The owner's letter of authority (provider extension "Owner's authority"): the advertiser's own
 * letter, the staff queue, and what the property page shows once staff have seen it.
 */
import { z } from 'zod';
import { detailSchema } from './common';
import { fileLinkSchema } from './file-link';

const letterFromSchema = z.enum(['landlord', 'seller']);

/** `PropertyDetail.owner_authority`: staff saw the landlord's or seller's letter, on `seen_at`. */
export const ownerAuthoritySchema = z.object({ letter_from: letterFromSchema, seen_at: z.string() });
export type OwnerAuthority = z.infer<typeof ownerAuthoritySchema>;

const ownLetterSchema = z.object({
  name: z.string(),
  /** A private file: `/private-media/...`, which opens only for the advertiser and staff. */
  link: fileLinkSchema,
  status: z.enum(['waiting', 'seen', 'refused']),
  reason: z.string().nullable(),
  uploaded_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type OwnLetter = z.infer<typeof ownLetterSchema>;

export const ownLetterQuerySchema = z.object({ property_id: z.coerce.number().int().positive() });

/** `GET profile/authorityLetter?property_id=` (the listing's advertiser only). */
export const ownLetterResponseSchema = z.object({ letter_from: letterFromSchema, letter: ownLetterSchema.nullable() });
export type OwnLetterResponse = z.infer<typeof ownLetterResponseSchema>;

/** 201 from `profile/uploadAuthorityLetter`. */
export const uploadLetterResponseSchema = detailSchema.extend({ letter: ownLetterSchema });

/** `GET staff/authorityLetters` (staff only; 404 for anyone else or a provider without it). */
export const authorityLettersQueueSchema = z.object({
  letters: z.array(
    z.object({
      property: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
      advertiser: z.string(),
      letter_from: letterFromSchema,
      name: z.string(),
      link: fileLinkSchema,
      uploaded_at: z.string(),
    }),
  ),
});
export type AuthorityLettersQueue = z.infer<typeof authorityLettersQueueSchema>;
