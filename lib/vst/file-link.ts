/**
 * File links: the provider answers absolute URLs on its own address, `{base}/files/{key}` for public
 * files and `{base}/private-files/{key}` for private ones; the browser gets `/media/{key}` and
 * `/private-media/{key}` on the web origin, so the provider need not be public (server/media.ts).
 * Every response schema uses `fileLinkSchema` for its file fields, which makes this the one place
 * links are rewritten.
 */
import { z } from 'zod';

const DEFAULT_PROVIDER_URL = 'http://127.0.0.1:4010';

/** The provider's folders and the web paths that serve them. */
const FOLDERS = [
  ['/files/', '/media/'],
  ['/private-files/', '/private-media/'],
] as const;

/**
 * The provider's bases. Read from the environment at parse time (the same variables as
 * server/env.ts; they are addresses, not secrets). In the browser they are unset, and links
 * there are already `/media/...`, which pass through unchanged.
 */
function providerBases(): string[] {
  const bases = [process.env.PROVIDER_URL ?? DEFAULT_PROVIDER_URL, process.env.PROVIDER_PUBLIC_URL];
  return bases.filter((base): base is string => Boolean(base)).map((base) => base.replace(/\/+$/, ''));
}

export function toMediaPath(link: string, bases: string[] = providerBases()): string {
  for (const base of bases) {
    for (const [folder, webPath] of FOLDERS) {
      if (link.startsWith(`${base}${folder}`)) return `${webPath}${link.slice(base.length + folder.length)}`;
    }
  }
  return link;
}

export const fileLinkSchema = z.string().transform((link) => toMediaPath(link));
