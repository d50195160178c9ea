import 'server-only';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { messages } from '@/lib/messages';
import { securityText } from '@/lib/messages/security';
import { serverEnv } from '@/server/env';
import { verifySession } from '@/server/session';

/**
 * Files through the web origin, so the provider need not be public:
 * - `/media/{key}` streams the provider's `/files/{key}`: public files (listing photos, tips…) whose
 *   keys are content hashes, so the answer may be cached for good;
 * - `/private-media/{key}` streams `/private-files/{key}` with the signed-in user's token: identity,
 *   payment and title documents, which the provider gives only to a user allowed to read them. Never
 *   cached anywhere (`private, no-store`), so a link handed on opens nothing for someone else.
 */

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const MEDIA_PREFIX = '/media/';
export const PRIVATE_MEDIA_PREFIX = '/private-media/';
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const NO_STORE = 'no-store';
const PRIVATE_NO_STORE = 'private, no-store';

/** The file key from the raw request path, or null for anything but plain segments (no `..`, no encodings). */
export function mediaKey(rawPathname: string, prefix = MEDIA_PREFIX): string | null {
  if (!rawPathname.startsWith(prefix)) return null;
  const key = rawPathname.slice(prefix.length);
  const segments = key.split('/');
  return segments.length > 0 && segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes('..'))
    ? key
    : null;
}

const plain = (body: string, status: number, cacheControl?: string) =>
  new Response(body, { status, headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });

export async function streamMedia(request: Request): Promise<Response> {
  const key = mediaKey(new URL(request.url).pathname);
  if (!key) return plain(messages.notFound, 404);
  return streamFile(`/files/${key}`, {}, PUBLIC_CACHE);
}

export async function streamPrivateMedia(request: Request): Promise<Response> {
  const key = mediaKey(new URL(request.url).pathname, PRIVATE_MEDIA_PREFIX);
  if (!key) return plain(messages.notFound, 404, PRIVATE_NO_STORE);
  // Checked here, next to the data; the provider then checks that this user may read this file.
  const current = await verifySession();
  if (!current) return plain(securityText.privateFileSignIn, 401, PRIVATE_NO_STORE);
  return streamFile(`/private-files/${key}`, { Authorization: `Bearer ${current.accessToken}` }, PRIVATE_NO_STORE);
}

/**
 * A public file's bytes, from a `/media/...` link (the share previews draw listing photos with it,
 * server/share/preview-image.ts): the same provider file `/media` serves. Null when the link is not a
 * public file or the provider cannot give it in time. Read with node:http rather than fetch: Next's
 * fetch would either make the cached preview routes dynamic (no-store) or keep megabytes of photo in
 * its data cache (Redis with REDIS_URL); the preview drawn from it is what gets cached.
 */
export function readPublicMedia(link: string): Promise<Buffer | null> {
  const key = mediaKey(link);
  if (!key) return Promise.resolve(null);
  const { providerUrl, providerTimeoutMs } = serverEnv();
  const url = `${providerUrl}/files/${key}`;
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const request = get(url, { timeout: providerTimeoutMs }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(null);
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** The provider's answer to a file request, or the response that refuses it (missing, forbidden, provider down). */
type OpenedFile = { ok: true; upstream: Response; contentType: string } | { ok: false; refusal: Response };

async function openFile(providerPath: string, requestHeaders: Record<string, string>, cacheControl: string): Promise<OpenedFile> {
  const { providerUrl, providerTimeoutMs } = serverEnv();
  const refusalCache = cacheControl === PUBLIC_CACHE ? undefined : cacheControl;
  const refuse = (body: string, status: number, refusalCacheControl?: string) => ({ ok: false as const, refusal: plain(body, status, refusalCacheControl) });

  // The timeout covers the provider starting its answer; the file then streams for as long as the
  // visitor's connection needs (a video on a slow phone outlasts any timeout).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), providerTimeoutMs);
  let upstream: Response;
  try {
    upstream = await fetch(`${providerUrl}${providerPath}`, { cache: 'no-store', signal: controller.signal, headers: requestHeaders });
  } catch {
    return refuse(messages.providerUnavailable, 503, refusalCache ?? NO_STORE);
  } finally {
    clearTimeout(timer);
  }
  // A private file the user may not read is "not found" too: the provider tells nothing more.
  if (upstream.status === 404 || upstream.status === 403) return refuse(messages.notFound, 404, refusalCache);
  if (upstream.status === 401) return refuse(securityText.privateFileSignIn, 401, refusalCache);
  if (!upstream.ok || !upstream.body) return refuse(messages.serverError, 502, refusalCache ?? NO_STORE);
  return { ok: true, upstream, contentType: safeContentType(upstream.headers.get('content-type')) };
}

/** A public file as the provider answers it, for server code that serves something made from it (server/images). */
export function openPublicFile(key: string): Promise<OpenedFile> {
  return openFile(`/files/${key}`, {}, PUBLIC_CACHE);
}

/** The header with which the provider names the variant it answers (a provider without them answers the original). */
const VARIANT_HEADER = 'x-variant';

/**
 * A public photo's variant made at upload (contract "Photo variants"): the provider's answer, or its
 * refusal (404 when it has none: not made yet, not a photo, a width or format it does not make). A
 * provider that ignores the query answers the original without naming a variant: refused here.
 */
export async function openStoredVariant(key: string, width: number, format: string): Promise<OpenedFile> {
  const opened = await openFile(`/files/${key}?width=${width}&format=${format}`, {}, PUBLIC_CACHE);
  if (!opened.ok || opened.upstream.headers.get(VARIANT_HEADER) === `${width}w.${format}`) return opened;
  await opened.upstream.body?.cancel();
  return { ok: false, refusal: plain(messages.notFound, 404) };
}

/**
 * Whether the provider still serves `/files/{key}`: its status and ETag, without the bytes (with the
 * ETag it already has, the provider answers 304 without reading the file). Null when the provider
 * cannot be reached in time. For server/images/file-visibility.ts.
 */
export async function probePublicFile(key: string, etag: string | null): Promise<{ status: number; etag: string | null } | null> {
  const { providerUrl, providerTimeoutMs } = serverEnv();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), providerTimeoutMs);
  try {
    const upstream = await fetch(`${providerUrl}/files/${key}`, {
      cache: 'no-store',
      signal: controller.signal,
      headers: etag ? { 'If-None-Match': etag } : {},
    });
    await upstream.body?.cancel();
    return { status: upstream.status, etag: upstream.headers.get('etag') };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The headers every served file carries, whatever made its bytes. */
export function fileHeaders(contentType: string, cacheControl = PUBLIC_CACHE): Headers {
  const headers = new Headers({
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
    // Even a file that is really HTML or SVG with script cannot run anything on this origin.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  // Anything else is offered as a download, never shown in a tab on this origin.
  if (contentType === DOWNLOAD_TYPE) headers.set('Content-Disposition', 'attachment');
  return headers;
}

/** The provider's file, streamed on with the served headers (and its length, when the provider gave it). */
export function forwardFile({ upstream, contentType }: { upstream: Response; contentType: string }, cacheControl = PUBLIC_CACHE): Response {
  const headers = fileHeaders(contentType, cacheControl);
  const length = upstream.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(upstream.body, { status: 200, headers });
}

async function streamFile(providerPath: string, requestHeaders: Record<string, string>, cacheControl: string): Promise<Response> {
  const opened = await openFile(providerPath, requestHeaders, cacheControl);
  return opened.ok ? forwardFile(opened, cacheControl) : opened.refusal;
}

const DOWNLOAD_TYPE = 'application/octet-stream';
/** What uploads and the seed may hold (images, PDF documents, tour videos); SVG runs no script in <img> or under the sandbox CSP. */
const DISPLAYABLE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'application/pdf',
  'video/webm',
  'video/mp4',
]);

/** The provider's type when it is one we display; a provider that labels a file text/html gets a download instead. */
export function safeContentType(upstreamType: string | null): string {
  const type = upstreamType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return DISPLAYABLE_TYPES.has(type) ? type : DOWNLOAD_TYPE;
}
