/**
 * The browser's one way to call the web app's own API (`/api/...`). Answers are values, never
 * throws: `{ ok: true, data }` or `{ ok: false, status, message, fieldErrors? }` with a message a
 * user can read. A 401 that ended the session clears every cached read and reloads at `/`.
 */
import { mutate } from 'swr';
import { z } from 'zod';
import { parseJsonOrUndefined } from '@/lib/json';
import { messages } from '@/lib/messages';
import { inspectionSlotSchema, type InspectionSlot } from '@/lib/vst/common';
import { IDEMPOTENCY_HEADER, isOnceOnlyWrite, onceOnlyWrite } from '@/lib/once-only';
import { WAITING_TO_SEND_HEADER } from '@/lib/pwa/offline-writes';
import { forgetBrowsing } from '@/lib/pwa/worker-messages';

export const API_TIMEOUT_MS = 15_000;

export type ApiFailure = {
  ok: false;
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
  /** A booking's 409: the next open slot after the one just taken (null: none left). */
  nextSlot?: InspectionSlot | null;
  /** No connection: the service worker keeps the write and sends it later (lib/pwa/offline-writes.ts). */
  waitingToSend?: true;
};
export type ApiResult<Data> = { ok: true; status: number; data: Data } | ApiFailure;

export type ApiFetchOptions<Data> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the answer's shape; without it the BFF's own answer (already zod-parsed there) is trusted. */
  schema?: z.ZodType<Data>;
};

/** The BFF's error body, the same for every route. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  signedOut: z.boolean().optional(),
  nextSlot: inspectionSlotSchema.nullable().optional(),
});

export async function apiFetch<Data>(
  path: string,
  { method = 'GET', body, signal, schema }: ApiFetchOptions<Data> = {},
): Promise<ApiResult<Data>> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('The request timed out', 'TimeoutError')), API_TIMEOUT_MS);
  const isForm = body instanceof FormData;
  const write = isOnceOnlyWrite(method, path) ? onceOnlyWrite(method, path, body) : null;
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(write ? { [IDEMPOTENCY_HEADER]: write.key } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
    const text = await response.text().catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return null;
    });
    // The answer was cut off after its status line (a dropped mobile connection, a server that died
    // mid-answer): a read is simply not there, but a change may have been saved, and the user must
    // know that before sending it again (safe for the writes the BFF does once only).
    if (text === null) return { ok: false, status: 0, message: method === 'GET' ? messages.providerUnavailable : write ? messages.writeUnconfirmed : messages.answerCutOff };
    // Kept by the service worker to be sent later: the key stays, so sending it again is still once.
    if (response.headers.has(WAITING_TO_SEND_HEADER)) return { ok: false, status: response.status, message: messages.waitingToSend, waitingToSend: true };
    write?.answered();
    return await interpret(response, parseJsonOrUndefined(text), schema);
  } catch (error) {
    // Sent or not, nobody knows: the write keeps its key for the same content sent again.
    // The caller's own abort is not a failure to report; rethrow so it can ignore it as usual.
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: messages.providerUnavailable };
  } finally {
    clearTimeout(timer);
  }
}

async function interpret<Data>(response: Response, payload: unknown, schema?: z.ZodType<Data>): Promise<ApiResult<Data>> {
  if (response.ok) {
    if (!schema) return { ok: true, status: response.status, data: payload as Data };
    const parsed = schema.safeParse(payload);
    return parsed.success
      ? { ok: true, status: response.status, data: parsed.data }
      : { ok: false, status: 502, message: messages.serverError };
  }
  const error = apiErrorSchema.safeParse(payload);
  if (!error.success) return { ok: false, status: response.status, message: messages.serverError };
  if (response.status === 401 && error.data.signedOut) await endBrowserSession();
  return {
    ok: false,
    status: response.status,
    message: error.data.message,
    ...(error.data.fieldErrors ? { fieldErrors: error.data.fieldErrors } : {}),
    ...(error.data.nextSlot !== undefined ? { nextSlot: error.data.nextSlot } : {}),
  };
}

/** Forget every cached read (they may hold the old user's data) and start over at home. */
async function endBrowserSession(): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
  await forgetBrowsing();
  // A full reload on purpose: no state of the ended session may survive in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}
