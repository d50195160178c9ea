import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { VariantChoice } from './variant-choice';

/**
 * Made variants, on disk: each is made once and read back on every later request. Public file keys
 * never change content (the provider's contract), so an entry never goes stale and needs no
 * expiry; the folder may be emptied at any time and refills on demand. A file can stop being public
 * (its account deleted, its advert ended): the route asks before serving, and forgets the variants
 * of a file the provider no longer serves.
 *
 * Several web instances: by default each keeps its own folder (inside the build's cache folder, as
 * Next's own image optimizer does), so a variant is made at most once per instance, and the
 * immutable, `Vary`-labelled responses let browsers and a CDN keep it. Pointing MEDIA_VARIANTS_DIR of
 * every instance at one shared volume shares them: entries are written whole under a temporary
 * name, then renamed, so a reader never sees half a file.
 */

export type VariantStore = {
  read(key: string, choice: VariantChoice): Promise<Buffer | null>;
  write(key: string, choice: VariantChoice, bytes: Buffer): Promise<void>;
  /** Deletes every variant of the file (all widths, formats and qualities). */
  forget(key: string): Promise<void>;
};

/** The build's cache folder, as `next build`/`next start` name it (NEXT_DIST_DIR, as in next.config.mjs). */
export function defaultVariantsDir(): string {
  return path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'image-variants');
}

/** Keys hashed: a fixed-length, safe file name whatever the key holds; two levels keep folders small. */
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

function entryPath(root: string, key: string, { width, format, quality }: VariantChoice): string {
  const hash = keyHash(key);
  return path.join(root, hash.slice(0, 2), `${hash}-${width}-q${quality}.${format}`);
}

export function diskVariantStore(root: string): VariantStore {
  return {
    async read(key, choice) {
      try {
        return await readFile(entryPath(root, key, choice));
      } catch {
        return null;
      }
    },
    async write(key, choice, bytes) {
      const file = entryPath(root, key, choice);
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        // Not kept this time (disk full, read-only): the next request makes it again.
        console.error(`[images] could not keep a variant of ${key}: ${(error as Error).message}`);
        await rm(temporary, { force: true });
      }
    },
    async forget(key) {
      const hash = keyHash(key);
      const folder = path.join(root, hash.slice(0, 2));
      const names = await readdir(folder).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => name.startsWith(`${hash}-`)).map((name) => rm(path.join(folder, name), { force: true })));
    },
  };
}
