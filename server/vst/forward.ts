import 'server-only';
import type { IronSession } from 'iron-session';
import { revalidateTag } from 'next/cache';
import { messages } from '@/lib/messages';
import { readJsonBody } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import { limitContactForm, rateLimit } from '@/server/http/rate-limit-guard';
import { acquireUploadSlot } from '@/server/http/upload-slots';
import { readMultipartForm } from '@/server/http/uploads';
import { failureResponse, json, jsonError } from '@/server/http/responses';
import { isReplayed, onceOnly } from '@/server/once-only';
import { endSession, getSession, signedIn, type SessionData } from '@/server/session';
import { vstGet, vstPost } from './client';
import { firstSighting } from './first-sighting';
import { findOperation } from './operations';
import type { Operation } from './operation-types';
import type { VstResult } from './result';

type AppSession = IronSession<SessionData>;

/**
 * Serves `/api/vst/{operation}` for the browser: only allow-listed operations, checked before the
 * provider is called; the session's token attached where the operation takes one.
 */
export async function forwardOperation(request: Request): Promise<Response> {
  const lookup = findOperation(new URL(request.url).pathname, request.method);
  if (!lookup.found) {
    return lookup.status === 405
      ? jsonError(405, messages.methodNotAllowed, {}, { Allow: lookup.allow ?? '' })
      : jsonError(404, messages.notFound);
  }
  const { path, operation } = lookup;

  const session = operation.auth === 'none' ? null : await getSession();
  const current = session ? await signedIn(session) : null;
  const accessToken = current?.accessToken;
  if (operation.staffOnly && !accessToken) return jsonError(404, messages.notFound);
  if (operation.auth === 'required' && !accessToken) {
    return jsonError(401, messages.sessionExpired, { signedOut: true });
  }

  if (operation.rateLimit) {
    const refused = await rateLimit(operation.rateLimit).take(request, current ? `user:${current.user.userID}` : undefined);
    if (refused) return refused;
  }

  const sender = current ? `user:${current.user.userID}` : `client:${clientAddress(request) ?? 'unknown'}`;
  if (operation.method === 'GET') return answer(request, path, operation, session, accessToken, sender);
  // A write sent again under its key is answered as the first time, not done twice; the key is the
  // sender's own (lib/once-only.ts).
  const response = await onceOnly(request, `${sender}:${path}`, () => answer(request, path, operation, session, accessToken, sender));
  // The first answer's session cookie was lost with it: its change to the user is made again.
  if (isReplayed(response)) await updateSessionUser(operation, session);
  return response;
}

/** Calls the provider and answers the browser: the data, or the failure as the BFF words it. */
async function answer(
  request: Request,
  path: string,
  operation: Operation,
  session: AppSession | null,
  accessToken: string | undefined,
  /** Who sends a write: `user:{id}` signed in, else `client:{address}`. */
  sender: string,
): Promise<Response> {
  const call = await callProvider(request, path, operation, accessToken, sender);
  if (call instanceof Response) return call;
  if (call.ok) {
    await updateSessionUser(operation, session);
    for (const tag of tagsChangedBy(operation, call.data)) revalidateTag(tag, { expire: 0 });
    if (operation.method === 'POST') operation.afterSuccess?.();
    const publicData = operation.method === 'GET' && operation.cache && !accessToken;
    return json(call.data, 200, publicData ? { 'Cache-Control': 'public, max-age=60' } : {});
  }
  if (call.status === 401 && accessToken && session) {
    // The provider no longer accepts this session's token: the session is over.
    await endSession(session);
    return jsonError(401, messages.sessionExpired, { signedOut: true });
  }
  return failureResponse(call);
}

/**
 * The cache tags a success makes stale: a write's own, or a read's only when it reports a change
 * this instance has not seen yet, so repeating a read (anyone can) never empties the page cache.
 */
function tagsChangedBy(operation: Operation, data: unknown): string[] {
  if (operation.method === 'POST') return typeof operation.expiresTags === 'function' ? operation.expiresTags(data) : (operation.expiresTags ?? []);
  const change = operation.reportsChange?.changeOf(data);
  return change !== undefined && firstSighting(change) ? operation.reportsChange!.tags : [];
}

/** What a successful operation changes in the session's copy of the user (`updatesSessionUser`). */
async function updateSessionUser(operation: Operation, session: AppSession | null): Promise<void> {
  if (!operation.updatesSessionUser || !session?.user) return;
  session.user = operation.updatesSessionUser(session.user);
  await session.save();
}

async function callProvider(
  request: Request,
  path: string,
  operation: Operation,
  token: string | undefined,
  sender: string,
): Promise<VstResult<unknown> | Response> {
  if (operation.method === 'GET') {
    const query = operation.query.safeParse(nonEmptySearchParams(new URL(request.url).searchParams));
    if (!query.success) return jsonError(422, messages.invalidRequest);
    return vstGet(path, { query: query.data, token, schema: operation.response, ...(token ? {} : operation.cache) });
  }
  if ('multipart' in operation) return forwardUpload(request, path, operation, token, sender);
  const body = await readJsonBody(request, operation.body, operation.maxBodyBytes);
  if (!body.ok) return body.response;
  const refused = await visitorFormLimit(request, operation, body.data);
  if (refused) return refused;
  return vstPost(path, { body: body.data, token, schema: operation.response, clientAddress: clientAddress(request) });
}

type MultipartOperation = Extract<Operation, { multipart: unknown }>;

/**
 * An upload is refused before its body is read when its sender (the account, or a visitor's client)
 * already sends as many uploads as it may, or the process holds as many as it can
 * (server/http/upload-slots.ts); a visitor's also when the client is over its form limit, the e-mail's
 * own limit counted once the body is in.
 */
async function forwardUpload(request: Request, path: string, operation: MultipartOperation, token: string | undefined, sender: string) {
  const visitor = operation.auth !== 'required';
  // The client's use is counted before a byte is read; once the e-mail is known, the form's own
  // limit counts it again with the e-mail, so this early count is given back first.
  const overLimit = visitor ? await rateLimit('contact').take(request) : null;
  if (overLimit) return overLimit;
  const slot = acquireUploadSlot(request, sender, operation.multipart.maxBodyBytes);
  if (slot instanceof Response) {
    if (visitor) await rateLimit('contact').release(request);
    return slot;
  }
  try {
    const form = await readMultipartForm(request, { ...operation.multipart, maxBodyBytes: slot.maxBytes }, operation.body);
    if (visitor) await rateLimit('contact').release(request);
    if (!form.ok) return form.response;
    const refused = await visitorFormLimit(request, operation, form.data);
    if (refused) return refused;
    return await vstPost(path, { formData: form.data, token, schema: operation.response, clientAddress: clientAddress(request) });
  } finally {
    slot.release();
  }
}

/** Forms open to visitors that carry an e-mail are rate-limited; signed-in forms are bounded by their account. */
async function visitorFormLimit(request: Request, operation: Operation, payload: unknown): Promise<Response | null> {
  return operation.auth === 'required' ? null : limitContactForm(request, payload);
}

/** The first value of each parameter; empty ones are dropped, as filters drop them. */
function nonEmptySearchParams(params: URLSearchParams): Record<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of params) {
    if (value !== '' && !values.has(name)) values.set(name, value);
  }
  return Object.fromEntries(values);
}
