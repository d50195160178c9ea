import 'server-only';
import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import { parseJsonOrUndefined } from '@/lib/json';
import { messages } from '@/lib/messages';
import { errorBodySchema, firstFieldErrors } from '@/lib/vst/common';
import { serverEnv } from '@/server/env';
import type { VstFailure, VstResult } from './result';

/**
 * The one client of the provider's `/api/vst` API. Every call has a timeout and a zod-parsed answer;
 * failures come back as values, never thrown, so callers must handle them.
 */

export type QueryValue = string | number | boolean | null | undefined;

type CommonOptions<Schema extends z.ZodType> = {
  /** The signed-in user's access token (or a reset token), sent as a Bearer header. */
  token?: string;
  schema: Schema;
  /** The browser's address, passed on so the provider's per-client rate limits see real clients. */
  clientAddress?: string;
};

export type VstGetOptions<Schema extends z.ZodType> = CommonOptions<Schema> & {
  query?: Record<string, QueryValue>;
  /** Public data only: lets Next cache the answer for this many seconds, under these tags. */
  revalidate?: number;
  tags?: string[];
};

export type VstPostOptions<Schema extends z.ZodType> = CommonOptions<Schema> &
  ({ body: unknown; formData?: never } | { formData: FormData; body?: never });

/** Operation names are plain segments: no dots, no encodings, no empty segments. */
export const OPERATION_PATH_PATTERN = /^[A-Za-z]+(\/[A-Za-z0-9_-]+)*$/;

/** A provider without an extension of the contract answers its calls 404 (or 501, not implemented). */
export const isExtensionMissing = (status: number) => status === 404 || status === 501;

export async function vstGet<Schema extends z.ZodType>(
  path: string,
  options: VstGetOptions<Schema>,
): Promise<VstResult<z.output<Schema>>> {
  const url = providerUrl(path, options.query);
  const init: RequestInit = { method: 'GET', headers: headers(options.token, {}, options.clientAddress), cache: 'no-store' };
  const read = async () => {
    // Reading twice is harmless, so a GET gets one more try after a quick network failure (a dropped
    // keep-alive connection, a provider restarting). Not after a timeout: that would double the wait.
    const first = await send(url, init);
    return interpret(first === 'unreachable' ? await send(url, init) : first, options.schema, `GET ${path}`);
  };
  if (options.token !== undefined || options.revalidate === undefined) return read();

  // Public data is cached once parsed, never before: Next's fetch cache would keep any 200, a
  // garbage body included, until it expired (an hour for reference lists). A failure is thrown out
  // of the cache so it is not stored; a stale copy keeps being served while its refresh fails.
  const cachedRead = unstable_cache(
    async () => {
      const result = await read();
      if (!result.ok) throw new NotCached(result);
      return result;
    },
    ['vst-get', url.toString()],
    { revalidate: options.revalidate, tags: options.tags },
  );
  try {
    return await cachedRead();
  } catch (error) {
    if (error instanceof NotCached) return error.failure;
    throw error;
  }
}

/** Carries a failed read out of `unstable_cache`, which stores only what returns. */
class NotCached extends Error {
  constructor(readonly failure: VstFailure) {
    super(failure.detail);
  }
}

export async function vstPost<Schema extends z.ZodType>(
  path: string,
  options: VstPostOptions<Schema>,
): Promise<VstResult<z.output<Schema>>> {
  const json = options.formData === undefined;
  const init: RequestInit = {
    method: 'POST',
    headers: headers(options.token, json ? { 'Content-Type': 'application/json' } : {}, options.clientAddress),
    body: json ? JSON.stringify(options.body ?? {}) : options.formData,
    cache: 'no-store',
  };
  // Never retried: the provider may have acted on a request whose answer we lost.
  const response = await send(providerUrl(path), init);
  return interpret(response, options.schema, `POST ${path}`);
}

function providerUrl(path: string, query: Record<string, QueryValue> = {}): URL {
  if (!OPERATION_PATH_PATTERN.test(path)) throw new Error(`Not a provider operation path: ${path}`);
  const url = new URL(`/api/vst/${path}`, serverEnv().providerUrl);
  for (const [name, value] of Object.entries(query)) {
    // Empty filter values are dropped rather than sent: an empty value filters nothing.
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(name, String(value));
  }
  return url;
}

function headers(token: string | undefined, extra: Record<string, string> = {}, clientAddress?: string): Record<string, string> {
  return {
    Accept: 'application/json',
    ...extra,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
  };
}

/** The provider's whole answer: status and headers, and the body as text. */
type ProviderAnswer = { response: Response; text: string };

/**
 * Asks the provider and reads its whole answer within the timeout. `unreachable`: the request failed
 * (refused, reset); `timedOut`: the provider took longer than the timeout. The timer is cleared as
 * soon as the answer is in: `AbortSignal.timeout` would keep every call's request, response and
 * listeners reachable for the whole timeout, which on a busy server piles up as old-space garbage.
 */
async function send(url: URL, init: RequestInit): Promise<ProviderAnswer | 'unreachable' | 'timedOut'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), serverEnv().providerTimeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { response, text: await response.text() };
  } catch {
    return controller.signal.aborted ? 'timedOut' : 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

function interpret<Schema extends z.ZodType>(
  answer: ProviderAnswer | 'unreachable' | 'timedOut',
  schema: Schema,
  operation: string,
): VstResult<z.output<Schema>> {
  // Refused, reset, DNS failure or too slow: to the user they are all "could not reach".
  if (typeof answer === 'string') return { ok: false, status: 503, detail: messages.providerUnavailable };
  const { response } = answer;
  const body = parseJsonOrUndefined(answer.text);
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, status: response.status, data: parsed.data };
    console.error(`[vst] ${operation}: unexpected response shape`, parsed.error.issues.slice(0, 5));
    return { ok: false, status: 502, detail: messages.serverError };
  }
  return failure(response, body);
}

function failure(response: Response, body: unknown): VstFailure {
  if (response.status >= 500) return { ok: false, status: response.status, detail: messages.serverError };
  const error = errorBodySchema.safeParse(body);
  const fieldErrors = error.success ? firstFieldErrors(error.data.ResponseMessage) : undefined;
  const retryAfter = response.headers.get('Retry-After') ?? undefined;
  return {
    ok: false,
    status: response.status,
    detail: (error.success && error.data.Detail) || messages.serverError,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(retryAfter ? { retryAfter } : {}),
    ...(error.success && error.data.next_slot !== undefined ? { nextSlot: error.data.next_slot } : {}),
  };
}
