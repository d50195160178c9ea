import 'server-only';
import { securityText } from '@/lib/messages/security';
import { clientLimitKey } from './client-address';
import { jsonError } from './responses';

/**
 * Visitor uploads (sell enquiry, advert request) are buffered whole before they are checked and sent
 * on, up to tens of megabytes each: without a cap, a few clients sending many slow bodies at once
 * hold the process's memory. Each client may send `perClient` at a time, and the process `total`.
 */
export const UPLOAD_SLOTS = { perClient: 2, total: 8 };
/** What a client is told to wait when every slot is busy: uploads take seconds, not minutes. */
const BUSY_RETRY_SECONDS = 30;

type Slots = { total: number; byClient: Map<string, number> };
/** Per process, on `globalThis` like the rate limits: Next may load this module once per route bundle. */
const store = globalThis as typeof globalThis & { __nhUploadSlots?: Slots };
const slots = (): Slots => (store.__nhUploadSlots ??= { total: 0, byClient: new Map() });

export type UploadSlot = { release(): void };

/** A slot for this request's upload (release it when the provider has answered), or the refusal to send. */
export function acquireUploadSlot(request: Request): UploadSlot | Response {
  const state = slots();
  const client = clientLimitKey(request);
  const held = state.byClient.get(client) ?? 0;
  if (held >= UPLOAD_SLOTS.perClient) {
    return jsonError(429, securityText.uploadsInProgress, {}, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
  }
  if (state.total >= UPLOAD_SLOTS.total) {
    return jsonError(503, securityText.uploadsBusy, {}, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
  }
  state.total += 1;
  state.byClient.set(client, held + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      state.total -= 1;
      const left = (state.byClient.get(client) ?? 1) - 1;
      if (left > 0) state.byClient.set(client, left);
      else state.byClient.delete(client);
    },
  };
}
