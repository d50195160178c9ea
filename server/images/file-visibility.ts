import 'server-only';
import { expiringMap, singleFlight } from './concurrency';

/**
 * Whether a public file is still public, asked of the provider before a kept variant is served: a
 * variant outlives its file (a deleted account's photos, an advert that ended), and serving it
 * without asking would keep those pictures on the open web. The answer is remembered for a short
 * while, so a page of photos costs the provider one cheap question per photo per minute: it is
 * asked with the file's ETag, and answers 304 without reading the file.
 */

/** What the provider answered on `/files/{key}` (its status and ETag), or null when it could not be reached. */
export type PublicFileProbe = (key: string, etag: string | null) => Promise<{ status: number; etag: string | null } | null>;

/** `unknown`: the provider did not answer; the caller decides (the variant route keeps serving). */
export type Visibility = 'public' | 'gone' | 'unknown';

type Known = { visibility: 'public' | 'gone'; etag: string | null };

export const VISIBILITY_TTL_MS = 60_000;
const MAX_REMEMBERED = 10_000;

export function fileVisibility(probe: PublicFileProbe, { ttlMs = VISIBILITY_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}) {
  const known = expiringMap<Known>({ ttlMs, maxEntries: MAX_REMEMBERED, now });
  // The ETag outlives the answer: asking again with it costs the provider no file read.
  const etags = expiringMap<string>({ ttlMs: 24 * 60 * 60_000, maxEntries: MAX_REMEMBERED, now });
  const asking = singleFlight<Visibility>();
  const sawPublic = (key: string, etag: string | null) => {
    known.set(key, { visibility: 'public', etag });
    if (etag) etags.set(key, etag);
  };

  return {
    /** The provider has just served the file: public now, under this ETag. */
    sawPublic,
    async check(key: string): Promise<Visibility> {
      const remembered = known.get(key);
      if (remembered) return remembered.visibility;
      const { result } = await asking.run(key, async () => {
        const answer = await probe(key, etags.get(key) ?? null);
        if (!answer) return 'unknown';
        if (answer.status === 200 || answer.status === 304) {
          sawPublic(key, answer.etag ?? etags.get(key) ?? null);
          return 'public';
        }
        if (answer.status === 404 || answer.status === 403) {
          known.set(key, { visibility: 'gone', etag: null });
          etags.delete(key);
          return 'gone';
        }
        return 'unknown';
      });
      return result;
    },
  };
}

export type FileVisibility = ReturnType<typeof fileVisibility>;
