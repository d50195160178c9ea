import 'server-only';
import { messages } from '@/lib/messages';
import { serverEnv } from '@/server/env';

/**
 * Files through the web origin: `/media/{key}` streams the provider's `/files/{key}`, so the provider
 * need not be public. Keys are content hashes, so the answer may be cached for good.
 */

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MEDIA_PREFIX = '/media/';

/** The file key from the raw request path, or null for anything but plain segments (no `..`, no encodings). */
export function mediaKey(rawPathname: string): string | null {
  if (!rawPathname.startsWith(MEDIA_PREFIX)) return null;
  const key = rawPathname.slice(MEDIA_PREFIX.length);
  const segments = key.split('/');
  return segments.length > 0 && segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes('..'))
    ? key
    : null;
}

export async function streamMedia(request: Request): Promise<Response> {
  const key = mediaKey(new URL(request.url).pathname);
  if (!key) return new Response(messages.notFound, { status: 404 });
  const { providerUrl, providerTimeoutMs } = serverEnv();

  // The timeout covers the provider starting its answer; the file then streams for as long as the
  // visitor's connection needs (a video on a slow phone outlasts any timeout).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), providerTimeoutMs);
  let upstream: Response;
  try {
    upstream = await fetch(`${providerUrl}/files/${key}`, { cache: 'no-store', signal: controller.signal });
  } catch {
    return new Response(messages.providerUnavailable, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  } finally {
    clearTimeout(timer);
  }
  if (upstream.status === 404) return new Response(messages.notFound, { status: 404 });
  if (!upstream.ok || !upstream.body) {
    return new Response(messages.serverError, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }

  const contentType = safeContentType(upstream.headers.get('content-type'));
  const headers = new Headers({
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
    // Even a file that is really HTML or SVG with script cannot run anything on this origin.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  // Anything else is offered as a download, never shown in a tab on this origin.
  if (contentType === DOWNLOAD_TYPE) headers.set('Content-Disposition', 'attachment');
  const length = upstream.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(upstream.body, { status: 200, headers });
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
