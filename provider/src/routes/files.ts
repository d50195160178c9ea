import { Hono, type Context } from 'hono';
import { authOf, requireUser } from '../auth/middleware';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound } from '../http/errors';
import { fileForUser, publicFile, type StoredFile } from '../queries/files';
import type { FileStorage } from '../storage/fileStorage';
import { PHOTO_VARIANT_FORMATS, PHOTO_VARIANT_WIDTHS, variantName, type PhotoVariantFormat } from '../photoVariants/variants';

/** Keys may contain slashes ("properties/12/front.jpg"); links encode each segment. */
function keyOf(path: string, prefix: string): string | undefined {
  try {
    return path.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined; // a malformed %-escape names no file
  }
}

/**
 * `?width=828&format=webp`: the photo's variant made at upload (photoVariants/), when the query names
 * one; null without a query; undefined for a query that names no variant (answered as missing).
 */
function variantAsked(c: Context<AppEnv>): { name: string; contentType: string } | null | undefined {
  const { width, format } = c.req.query();
  if (width === undefined && format === undefined) return null;
  const known = PHOTO_VARIANT_WIDTHS.some((candidate) => String(candidate) === width) && PHOTO_VARIANT_FORMATS.includes(format as PhotoVariantFormat);
  return known ? { name: variantName(Number(width), format as PhotoVariantFormat), contentType: `image/${format}` } : undefined;
}

/** A public photo's variant, or 404 `Variant not made` (not a photo, not made yet, or no such variant): the site then makes it. */
async function variantResponse(c: Context<AppEnv>, storage: FileStorage, file: StoredFile | undefined, variant: { name: string; contentType: string } | undefined) {
  if (!file) throw notFound('File not found');
  const bytes = variant && (await storage.get(file.sha256, variant.name));
  if (!bytes) throw notFound('Variant not made');
  const headers = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${file.sha256}.${variant.name}"`,
    'X-Content-Type-Options': 'nosniff',
    // Names what was answered: a provider without variants would answer the original to the same URL.
    'X-Variant': variant.name,
  };
  return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': variant.contentType });
}

async function fileResponse(c: Context<AppEnv>, storage: FileStorage, file: StoredFile | undefined, cacheControl: string) {
  // A file the caller may not read is answered as missing, so a guessed key tells nothing.
  if (!file) throw notFound('File not found');
  const etag = `"${file.sha256}"`;
  const headers = { 'Cache-Control': cacheControl, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  const bytes = await storage.get(file.sha256);
  if (!bytes) {
    console.error(`[provider] the bytes of ${file.key} (${file.sha256}) are missing from the file storage`);
    throw notFound('File not found');
  }
  return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': file.contentType });
}

/**
 * `/files/{key}`: files anyone may see (listing photos, tips, running adverts…); keys never change
 * content, so browsers may cache them for a year. `/private-files/{key}`: identity, payment and
 * title documents, only with the token of a user allowed to read that file, and never cached. A
 * public photo's variants made at upload are `/files/{key}?width={w}&format={webp|jpeg}`.
 */
export function fileRoutes({ db, storage }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/files/*', async (c) => {
    const key = keyOf(c.req.path, '/files/');
    const file = key === undefined ? undefined : await publicFile(db, key);
    const variant = variantAsked(c);
    if (variant !== null) return variantResponse(c, storage, file, variant);
    return fileResponse(c, storage, file, 'public, max-age=31536000, immutable');
  });

  routes.get('/private-files/*', requireUser(db), async (c) => {
    const key = keyOf(c.req.path, '/private-files/');
    const file = key === undefined ? undefined : await fileForUser(db, key, authOf(c).userId);
    return fileResponse(c, storage, file, 'private, no-store');
  });

  return routes;
}
