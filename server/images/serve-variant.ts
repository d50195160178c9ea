import 'server-only';
import { IMAGE_VARIANT_PREFIX } from '@/lib/images/variants';
import { messages } from '@/lib/messages';
import { serverEnv } from '@/server/env';
import { fileHeaders, forwardFile, MEDIA_PREFIX, mediaKey, openPublicFile } from '@/server/media';
import { isResizable, resizeImage } from './resize';
import { chooseVariant, isVariantWidth, VARIANT_VARY, type VariantChoice } from './variant-choice';
import { defaultVariantsDir, diskVariantStore, type VariantStore } from './variant-store';

/**
 * `/img/{width}/{key}`: the public file `/media/{key}` at one of the allowed widths, as WebP or JPEG
 * and lighter for Save-Data (variant-choice.ts), made by sharp on the first request and kept
 * (variant-store.ts). What is not a photo to resize (SVG, GIF, video, PDF, a file sharp cannot read)
 * is answered as `/media` answers it, so every picture still displays.
 *
 * Why a route of our own rather than Next's image optimizer (`/_next/image`): that one answers every
 * image with `Vary: Accept` and has no hook for Save-Data, so a smaller Save-Data variant would be
 * labelled as the same response as the full one and a shared cache could hand either to anyone; and
 * `next/image` is a client component whose script would exceed the browsing pages' budget, while
 * these variants need only `srcset` in server-rendered HTML (lib/images/variants.ts).
 */

/** Larger originals are not decoded here (memory); they are shown as stored. */
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;
/** HIT or MISS: whether this answer was read back or made now (the tests and anyone tuning the cache read it). */
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

function variantResponse(bytes: Buffer, choice: VariantChoice, cache: 'HIT' | 'MISS'): Response {
  const headers = fileHeaders(`image/${choice.format}`);
  headers.set('Vary', VARIANT_VARY);
  headers.set('Content-Length', String(bytes.byteLength));
  headers.set(VARIANT_CACHE_HEADER, cache);
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

type Dependencies = {
  store: () => VariantStore;
  open: typeof openPublicFile;
  resize: typeof resizeImage;
};

export function variantHandler({ store, open, resize }: Dependencies) {
  return async function serveVariant(request: Request): Promise<Response> {
    const asked = variantRequestOf(new URL(request.url).pathname);
    if (!asked) return new Response(messages.notFound, { status: 404 });
    const choice = chooseVariant(asked.width, request.headers);
    const kept = await store().read(asked.key, choice);
    if (kept) return variantResponse(kept, choice, 'HIT');

    const opened = await open(asked.key);
    if (!opened.ok) return opened.refusal;
    const declaredLength = Number(opened.upstream.headers.get('content-length') ?? 0);
    if (!isResizable(opened.contentType) || declaredLength > MAX_SOURCE_BYTES) return forwardFile(opened);
    const source = await readAtMost(opened.upstream, MAX_SOURCE_BYTES);
    if (!source) return Response.redirect(new URL(`${MEDIA_PREFIX}${asked.key}`, request.url), 307);

    const bytes = await resize(source, choice).catch(() => null);
    // Not a picture sharp reads, or one to keep whole: the stored bytes, as /media serves them.
    if (!bytes) return new Response(new Uint8Array(source), { status: 200, headers: fileHeaders(opened.contentType) });
    await store().write(asked.key, choice, bytes);
    return variantResponse(bytes, choice, 'MISS');
  };
}

let diskStore: VariantStore | undefined;

export const serveImageVariant = variantHandler({
  store: () => (diskStore ??= diskVariantStore(serverEnv().mediaVariantsDir ?? defaultVariantsDir())),
  open: openPublicFile,
  resize: resizeImage,
});
