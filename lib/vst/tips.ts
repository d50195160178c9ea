/** Tips and guides (contract: "Properties and tips"). Bodies are HTML: sanitize before rendering. */
import { z } from 'zod';
import { pageOf } from './common';
import { fileLinkSchema } from './file-link';

export const tipSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  image_link: fileLinkSchema,
  date_posted: z.string(),
  posted_by: z.object({ name: z.string() }),
  read_minutes: z.number().int(),
});
export type Tip = z.infer<typeof tipSchema>;

/** `params/getTipsAndGuide` */
export const tipsQuerySchema = z.object({
  page: z.coerce.number().int().positive().optional(),
  per_page: z.coerce.number().int().min(1).max(30).optional(),
  query: z.string().trim().max(100).optional(),
});
export type TipsQuery = z.input<typeof tipsQuerySchema>;
export const tipsResponseSchema = z.object({ tips_and_guides: pageOf(tipSchema) });

/** `params/getTipDetail`: by `id` or `slug`. */
export const tipDetailQuerySchema = z.union([
  z.object({ id: z.coerce.number().int().positive() }),
  z.object({ slug: z.string().trim().min(1).max(200) }),
]);
export const tipDetailResponseSchema = z.object({ tip: tipSchema, recent: z.array(tipSchema), related: z.array(tipSchema) });
