/** Extensions of the property shapes: a rent's move-in fees and a sale's title (docs/provider-contract.md). */
import { z } from 'zod';
import { feeUnits, moveInFeeKinds } from '@/lib/move-in/costs';
import { fileLinkSchema } from './file-link';

export const moveInFeeSchema = z.object({ unit: z.enum(feeUnits), value: z.number().nonnegative() });

export const moveInFeesSchema = z.object(
  Object.fromEntries(moveInFeeKinds.map((kind) => [kind, moveInFeeSchema.nullable().optional()])) as Record<
    (typeof moveInFeeKinds)[number],
    z.ZodOptional<z.ZodNullable<typeof moveInFeeSchema>>
  >,
);

export const titleTypes = [
  'c_of_o',
  'governors_consent',
  'deed_of_assignment',
  'survey_plan',
  'excision_gazette',
  'customary',
  'none',
] as const;
export type TitleType = (typeof titleTypes)[number];

export const titleSchema = z.object({
  type: z.enum(titleTypes),
  /** Staff have looked at the title documents the owner uploaded (not a verification of the title). */
  documents_seen: z.boolean(),
});
export type ListingTitle = z.infer<typeof titleSchema>;

/** `GET staff/titleDocuments` (staff only; 404 for anyone else or a provider without it). */
export const titleDocumentsQueueSchema = z.object({
  listings: z.array(
    z.object({
      property: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
      title: z.enum(titleTypes),
      /** Private files: `/private-media/...`, which open only for staff and the owner. */
      documents: z.array(z.object({ name: z.string(), link: fileLinkSchema })),
    }),
  ),
});
export type TitleDocumentsQueue = z.infer<typeof titleDocumentsQueueSchema>;
