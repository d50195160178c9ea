import 'server-only';
import type { InspectionSlot } from '@/lib/vst/common';

/** What every provider call answers: data, or a failure already phrased for a user. */
export type VstFailure = {
  ok: false;
  status: number;
  detail: string;
  /** First message per field (the rule under every field), from the provider's `ResponseMessage`. */
  fieldErrors?: Record<string, string>;
  /** Seconds, when the provider rate-limits (429). */
  retryAfter?: string;
  /** A booking's 409: the next open slot after the one just taken (null: none left). */
  nextSlot?: InspectionSlot | null;
};
export type VstResult<Data> = { ok: true; status: number; data: Data } | VstFailure;
