/**
 * The listing form's draft: its text fields kept in localStorage so an accidental reload loses nothing
 * typed. One draft per user and per form (create, or the edit of one property); files cannot be kept.
 */
import { z } from 'zod';
import type { ListingTextValues } from '@/lib/forms/listing';

const DRAFT_PREFIX = 'listing-draft';

export function draftKey(userID: number, propertyID?: number): string {
  return `${DRAFT_PREFIX}:${userID}:${propertyID ?? 'new'}`;
}

// Text, the features' list, and a checkbox's true or false ("No inspection fee").
const draftSchema = z.record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())]));

/** The saved fields that `fields` knows, or null when there is no usable draft. */
export function readDraft(storage: Storage, key: string, fields: ListingTextValues): Partial<ListingTextValues> | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  const parsed = draftSchema.safeParse(saved);
  if (!parsed.success) return null;
  const known = Object.entries(parsed.data).filter(
    ([name, value]) => {
      const field = fields[name as keyof ListingTextValues];
      return name in fields && Array.isArray(value) === Array.isArray(field) && typeof value === typeof field;
    },
  );
  return known.length > 0 ? (Object.fromEntries(known) as Partial<ListingTextValues>) : null;
}

/** Saves the text fields; a full or refused storage only means no draft. */
export function writeDraft(storage: Storage, key: string, values: Partial<ListingTextValues>): void {
  try {
    storage.setItem(key, JSON.stringify(values));
  } catch {
    // Private browsing or a full quota: the form works, only the draft is not kept.
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above: nothing to clear.
  }
}

/** Whether `values` differ from `initial` (a draft equal to the starting form is not worth keeping). */
export function differsFrom(values: Partial<ListingTextValues>, initial: ListingTextValues): boolean {
  return Object.entries(values).some(([name, value]) => JSON.stringify(value) !== JSON.stringify(initial[name as keyof ListingTextValues]));
}
