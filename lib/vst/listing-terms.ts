/** Extensions of the property shapes: a rent's move-in fees and a sale's title (docs/provider-contract.md). */
import { z } from 'zod';
import { feeUnits, moveInFeeKinds } from '@/lib/move-in/costs';

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
