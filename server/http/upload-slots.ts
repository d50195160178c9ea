import 'server-only';
import { securityText } from '@/lib/messages/security';
import { jsonError } from './responses';

/**
 * Uploads are buffered whole before they are checked and sent on (a listing's up to about 61 MB, held
 * once as read and again as parsed): without a cap, one client or one free account sending many slow
 * bodies at once holds the process's memory. Every upload, a visitor's or a signed-in user's, takes a
 * slot before a byte of its body is read: each sender (the account when signed in, else the client's
 * address) may send `perSender` at a time; the process `total` at a time, and bodies of at most
 * `totalBytes` in all, counted by what each may grow to (its Content-Length, or its operation's limit
 * when it declares none).
 */
export const UPLOAD_SLOTS = { perSender: 2, total: 8, totalBytes: 128 * 1024 * 1024 };
/** What a client is told to wait when every slot is busy: uploads take seconds, not minutes. */
const BUSY_RETRY_SECONDS = 30;

type Slots = { total: number; bytes: number; bySender: Map<string, number> };
/** Per process, on `globalThis` like the rate limits: Next may load this module once per route bundle. */
const store = globalThis as typeof globalThis & { __nhUploadSlots?: Slots };
const slots = (): Slots => (store.__nhUploadSlots ??= { total: 0, bytes: 0, bySender: new Map() });

/** A slot, to release when the provider has answered; `maxBytes` is the most of the body that may be read under it. */
export type UploadSlot = { maxBytes: number; release(): void };

/**
 * The bytes an upload may grow to: its declared length when it gives one within `maxBodyBytes` (the
 * server reads no more than that), else the whole limit. A declared length past the limit is refused
 * later, unread (413), and reserves nothing more than the limit meanwhile.
 */
function reservedBytes(request: Request, maxBodyBytes: number): number {
  const header = request.headers.get('content-length');
  const declared = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, maxBodyBytes) : maxBodyBytes;
}

/**
 * A slot for this request's upload from `sender` (`user:{id}` or `client:{address}`), or the refusal
 * to send: 429 when the sender already has its uploads in flight, 503 when the process is full, both
 * with Retry-After.
 */
export function acquireUploadSlot(request: Request, sender: string, maxBodyBytes: number): UploadSlot | Response {
  const state = slots();
  const held = state.bySender.get(sender) ?? 0;
  if (held >= UPLOAD_SLOTS.perSender) {
    return jsonError(429, securityText.uploadsInProgress, {}, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
  }
  const bytes = reservedBytes(request, maxBodyBytes);
  // A lone upload always fits, whatever its size: the budget bounds uploads at once, not one upload.
  if (state.total >= UPLOAD_SLOTS.total || (state.total > 0 && state.bytes + bytes > UPLOAD_SLOTS.totalBytes)) {
    return jsonError(503, securityText.uploadsBusy, {}, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
  }
  state.total += 1;
  state.bytes += bytes;
  state.bySender.set(sender, held + 1);
  let released = false;
  return {
    maxBytes: bytes,
    release() {
      if (released) return;
      released = true;
      state.total -= 1;
      state.bytes -= bytes;
      const left = (state.bySender.get(sender) ?? 1) - 1;
      if (left > 0) state.bySender.set(sender, left);
      else state.bySender.delete(sender);
    },
  };
}
