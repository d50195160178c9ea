/** Shapes of the photo review (contract: "Copies of another advertiser's photos", this contract's own extension). */
import { z } from 'zod';
import { fileLinkSchema } from './file-link';

const listingSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string(), advertiser: z.string() });

/** `GET staff/photoMatches` (staff only; 404 for anyone else or a provider without it). */
export const photoMatchesQueueSchema = z.object({
  listings: z.array(
    z.object({
      property: listingSchema,
      held_at: z.string(),
      /** The other advertisers' listings its photos matched, each with the pairs of photos. */
      matches: z.array(
        z.object({
          property: listingSchema.extend({ hidden: z.boolean() }),
          photos: z.array(z.object({ photo: fileLinkSchema, matched_photo: fileLinkSchema, distance: z.number().int() })),
        }),
      ),
    }),
  ),
});
export type PhotoMatchesQueue = z.infer<typeof photoMatchesQueueSchema>;

/** What a saved listing's photos matched, on the listing form's answer and the owner's dashboard cards. */
export const photoReviewSchema = z.object({
  /** Held out of search for staff: some photos match another advertiser's listing. */
  in_review: z.boolean(),
  /** The owner's other listings with the same photos (the same home listed twice). */
  same_photos_as: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PhotoReview = z.infer<typeof photoReviewSchema>;
