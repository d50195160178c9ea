import 'server-only';
import type { InspectionSlot } from '@/lib/vst/common';
import type { VstFailure } from '@/server/vst/result';

/** The BFF's error body, the same on every route: `{ message, fieldErrors?, signedOut? }`. */
export type ApiErrorBody = { message: string; fieldErrors?: Record<string, string>; signedOut?: true; nextSlot?: InspectionSlot | null };

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function jsonError(status: number, message: string, extra: Omit<ApiErrorBody, 'message'> = {}, headers: Record<string, string> = {}): Response {
  const body: ApiErrorBody = { message, ...extra };
  return json(body, status, headers);
}

/** A provider failure as the browser sees it: its Detail (or `message` instead), field errors, a booking's next slot, Retry-After. */
export function failureResponse(failure: VstFailure, message: string = failure.detail): Response {
  return jsonError(
    failure.status,
    message,
    { ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}), ...(failure.nextSlot !== undefined ? { nextSlot: failure.nextSlot } : {}) },
    failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {},
  );
}
