import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { files } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound } from '../http/errors';

const PREFIX = '/files/';

/** Keys may contain slashes ("properties/12/front.jpg"); links encode each segment. */
function keyOf(path: string): string | undefined {
  try {
    return path.slice(PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined; // a malformed %-escape names no file
  }
}

/** Seeded and uploaded files. Keys never change content, so browsers may cache them for a year. */
export function fileRoutes({ db }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get(`${PREFIX}*`, async (c) => {
    const key = keyOf(c.req.path);
    const [file] = key === undefined ? [] : await db.select().from(files).where(eq(files.key, key));
    if (!file) throw notFound('File not found');
    const etag = `"${file.sha256}"`;
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.bytes), 200, { ...headers, 'Content-Type': file.contentType });
  });

  return routes;
}
