/** Shapes shared by many provider responses (docs/provider-contract.md, "Shared shapes"). */
import { z } from 'zod';

export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  /** A search counted no further than `total` ("10,000+"); absent otherwise. */
  total_capped: z.literal(true).optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** `{ data, meta }`: one page of a list. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** A success that only says something: `{ Detail }`. */
export const detailSchema = z.object({ Detail: z.string() });
export type DetailResponse = z.infer<typeof detailSchema>;

/** An inspection slot (contract "Inspection bookings"): UTC instants, shown in Lagos time. */
export const inspectionSlotSchema = z.object({ starts_at: z.string(), ends_at: z.string() });
export type InspectionSlot = z.infer<typeof inspectionSlotSchema>;

/**
 * Every provider error: `{ Detail, ResponseMessage? }`. Field messages may come as a list or a single
 * string; both are accepted so a slightly different provider still shows its messages. A booking's
 * 409 also names the next open slot, which the page offers at once.
 */
export const errorBodySchema = z.object({
  Detail: z.string().optional(),
  ResponseMessage: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
  next_slot: inspectionSlotSchema.nullable().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Under each field, its first message only. */
export function firstFieldErrors(responseMessage: ErrorBody['ResponseMessage']): Record<string, string> | undefined {
  if (!responseMessage) return undefined;
  const entries = Object.entries(responseMessage).flatMap(([field, value]) => {
    const first = Array.isArray(value) ? value[0] : value;
    return first ? [[field, first] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
