import 'server-only';
import { IMAGE_VARIANT_PREFIX } from '@/lib/images/variants';
import { messages } from '@/lib/messages';
import { securityText } from '@/lib/messages/security';
import { serverEnv } from '@/server/env';
import { fileHeaders, forwardFile, MEDIA_PREFIX, mediaKey, openPublicFile, openStoredVariant, probePublicFile } from '@/server/media';
import { expiringMap, semaphore, singleFlight } from './concurrency';
import { fileVisibility, type FileVisibility } from './file-visibility';
import { isResizable, resizeImage, TooManyPixelsError } from './resize';
import { chooseVariant, isStandardQuality, isVariantWidth, VARIANT_VARY, type VariantChoice } from './variant-choice';
import { defaultVariantsDir, diskVariantStore, type VariantStore } from './variant-store';

/**
 * `/img/{width}/{key}`: the public file `/media/{key}` at one of the allowed widths, as WebP or JPEG
 * and lighter for Save-Data (variant-choice.ts), and kept (variant-store.ts) once read. A listing
 * photo's variants at the widths its pages use are made by the provider when it is uploaded and read
 * from it; anything else (Save-Data's, other widths, a photo whose job has not run yet) is made here
 * by sharp on the first request. What is not a photo to resize (SVG, GIF, video, PDF, a file sharp cannot read)
 * is answered as `/media` answers it, so every picture still displays.
 *
 * A picture is a cheap way to make a server work: a small PNG can name sixteen thousand pixels a
 * side. So one decode serves every request for the same variant made at the same time, at most
 * RESIZE_LIMITS run at once, a picture with too many pixels is refused from its header (422), and a
 * picture that could not be resized is remembered for a while rather than decoded again per request.
 * A kept variant is served only while its file is still public (file-visibility.ts).
 *
 * Why a route of our own rather than Next's image optimizer (`/_next/image`): that one answers every
 * image with `Vary: Accept` and has no hook for Save-Data, so a smaller Save-Data variant would be
 * labelled as the same response as the full one and a shared cache could hand either to anyone; and
 * `next/image` is a client component whose script would exceed the browsing pages' budget, while
 * these variants need only `srcset` in server-rendered HTML (lib/images/variants.ts).
 */

/** Larger originals are not decoded here (memory); they are shown as stored. */
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;
/**
 * HIT, STORED or MISS: whether this answer was read back, read from the provider's variants made at
 * upload, or made now (the tests and anyone tuning the cache read it).
 */
const VARIANT_CACHE_HEADER = 'X-Variant-Cache';

type VariantRequest = { width: number; key: string };

/** The width and file key of a variant path, or null for a width not on the list or a key `/media` would refuse. */
export function variantRequestOf(rawPathname: string): VariantRequest | null {
  if (!rawPathname.startsWith(IMAGE_VARIANT_PREFIX)) return null;
  const match = /^(\d{1,4})\/(.+)$/.exec(rawPathname.slice(IMAGE_VARIANT_PREFIX.length));
  if (!match) return null;
  const width = Number(match[1]);
  const key = mediaKey(`${MEDIA_PREFIX}${match[2]}`);
  return isVariantWidth(width) && key ? { width, key } : null;
}

/** The whole body, or null past `limit` bytes (a provider that gave no length). */
async function readAtMost(response: Response, limit: number): Promise<Buffer | null> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

function variantResponse(bytes: Buffer, choice: VariantChoice, cache: 'HIT' | 'STORED' | 'MISS'): Response {
  const headers = fileHeaders(`image/${choice.format}`);
  headers.set('Vary', VARIANT_VARY);
  headers.set('Content-Length', String(bytes.byteLength));
  headers.set(VARIANT_CACHE_HEADER, cache);
  return new Response(view(bytes), { status: 200, headers });
}

/** The bytes as a body without copying them: a result shared by several requests is not copied per request. */
const view = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

const plainAnswer = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

/**
 * Resizes at once per process: each holds its source and the decoded picture in memory and keeps a
 * core busy. A request waiting its turn holds only the provider's unread answer, so the queue is long
 * enough for a page of new photos (a first view after a deploy); past it, a request is told to come
 * back rather than wait behind a flood.
 */
export const RESIZE_LIMITS = { running: 2, waiting: 64 };
/** How long a picture that could not be resized is remembered as such, so it is not decoded on every request. */
export const NOT_RESIZED_TTL_MS = 10 * 60_000;
const NOT_RESIZED_ENTRIES = 1_000;
const BUSY_RETRY_SECONDS = '5';

/** Why a file is answered without a variant: too many pixels (refused), or shown as stored (unreadable, animated). */
type NotResized = 'tooLarge' | 'asStored';

/** What making one variant came to, shared by every request that asked for it at the same time. */
type Made =
  | { kind: 'variant'; bytes: Buffer }
  | { kind: 'asStored'; bytes: Buffer; contentType: string }
  | { kind: 'forward'; opened: Extract<Awaited<ReturnType<typeof openPublicFile>>, { ok: true }> }
  | { kind: 'refusal'; status: number; body: string; headers: [string, string][] }
  | { kind: 'tooLarge' }
  | { kind: 'busy' }
  | { kind: 'redirect' };

type Dependencies = {
  store: () => VariantStore;
  open: typeof openPublicFile;
  openStored: typeof openStoredVariant;
  resize: typeof resizeImage;
  visibility: FileVisibility;
  now?: () => number;
};

export function variantHandler({ store, open, openStored, resize, visibility, now = Date.now }: Dependencies) {
  const resizes = semaphore(RESIZE_LIMITS.running, RESIZE_LIMITS.waiting);
  const making = singleFlight<Made>();
  const notResized = expiringMap<NotResized>({ ttlMs: NOT_RESIZED_TTL_MS, maxEntries: NOT_RESIZED_ENTRIES, now });

  /** Opens, reads, resizes and keeps one variant; the request that runs it and those waiting share the result. */
  async function make(key: string, choice: VariantChoice): Promise<Made> {
    const opened = await open(key);
    if (!opened.ok) {
      const { refusal } = opened;
      if (refusal.status === 404) await store().forget(key);
      return { kind: 'refusal', status: refusal.status, body: await refusal.text(), headers: [...refusal.headers] };
    }
    visibility.sawPublic(key, opened.upstream.headers.get('etag'));
    const declaredLength = Number(opened.upstream.headers.get('content-length') ?? 0);
    if (!isResizable(opened.contentType) || declaredLength > MAX_SOURCE_BYTES) return { kind: 'forward', opened };

    const made = await resizes.run(async (): Promise<Made> => {
      const source = await readAtMost(opened.upstream, MAX_SOURCE_BYTES);
      if (!source) return { kind: 'redirect' };
      try {
        const bytes = await resize(source, choice);
        if (bytes) {
          await store().write(key, choice, bytes);
          return { kind: 'variant', bytes };
        }
        notResized.set(key, 'asStored');
      } catch (error) {
        notResized.set(key, error instanceof TooManyPixelsError ? 'tooLarge' : 'asStored');
        if (error instanceof TooManyPixelsError) return { kind: 'tooLarge' };
      }
      // Not a picture sharp reads, or one to keep whole: the stored bytes, as /media serves them.
      return { kind: 'asStored', bytes: source, contentType: opened.contentType };
    });
    if (made) return made;
    await opened.upstream.body?.cancel();
    return { kind: 'busy' };
  }

  /** The provider's variant made at upload, kept here once read; null when it has none (made here instead). */
  async function readStored(key: string, choice: VariantChoice): Promise<Buffer | null> {
    if (!isStandardQuality(choice)) return null;
    const opened = await openStored(key, choice.width, choice.format);
    if (!opened.ok) return null;
    const bytes = await readAtMost(opened.upstream, MAX_SOURCE_BYTES);
    if (!bytes) return null;
    visibility.sawPublic(key, null);
    await store().write(key, choice, bytes);
    return bytes;
  }

  async function answer(made: Made, leader: boolean, key: string, choice: VariantChoice, request: Request): Promise<Response> {
    switch (made.kind) {
      case 'variant':
        return variantResponse(made.bytes, choice, 'MISS');
      case 'asStored':
        return new Response(view(made.bytes), { status: 200, headers: fileHeaders(made.contentType) });
      case 'forward': {
        // The provider's stream can be read once: whoever waited alongside opens the file again.
        if (leader) return forwardFile(made.opened);
        const opened = await open(key);
        return opened.ok ? forwardFile(opened) : opened.refusal;
      }
      case 'refusal':
        return new Response(made.body, { status: made.status, headers: made.headers });
      case 'tooLarge':
        return plainAnswer(securityText.imageTooLarge, 422);
      case 'busy':
        return plainAnswer(securityText.imagesBusy, 503, { 'Retry-After': BUSY_RETRY_SECONDS });
      case 'redirect':
        return Response.redirect(new URL(`${MEDIA_PREFIX}${key}`, request.url), 307);
    }
  }

  return async function serveVariant(request: Request): Promise<Response> {
    const asked = variantRequestOf(new URL(request.url).pathname);
    if (!asked) return new Response(messages.notFound, { status: 404 });
    const { key } = asked;
    const choice = chooseVariant(asked.width, request.headers);

    const kept = await store().read(key, choice);
    if (kept) {
      // Provider down: the kept variant is served (the file was public when it was made).
      if ((await visibility.check(key)) !== 'gone') return variantResponse(kept, choice, 'HIT');
      await store().forget(key);
      return new Response(messages.notFound, { status: 404 });
    }

    // Known not to resize: answered without fetching or decoding it again.
    const known = notResized.get(key);
    if (known === 'tooLarge') return plainAnswer(securityText.imageTooLarge, 422);
    if (known === 'asStored') {
      const opened = await open(key);
      return opened.ok ? forwardFile(opened) : opened.refusal;
    }

    // Made at upload: read without taking a turn at resizing, so a crawl of every listing is never told "busy".
    const stored = await readStored(key, choice);
    if (stored) return variantResponse(stored, choice, 'STORED');

    const id = [key, choice.width, choice.format, choice.quality].join('\n');
    const { result, leader } = await making.run(id, () => make(key, choice));
    return answer(result, leader, key, choice, request);
  };
}

let diskStore: VariantStore | undefined;

export const serveImageVariant = variantHandler({
  store: () => (diskStore ??= diskVariantStore(serverEnv().mediaVariantsDir ?? defaultVariantsDir())),
  open: openPublicFile,
  openStored: openStoredVariant,
  resize: resizeImage,
  visibility: fileVisibility(probePublicFile),
});
