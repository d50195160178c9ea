/**
 * File links: the provider answers absolute URLs on its own address (`{base}/files/{key}`); the
 * browser gets `/media/{key}` on the web origin, so the provider need not be public. Every response
 * schema uses `fileLinkSchema` for its file fields, which makes this the one place links are rewritten.
 */
import { z } from 'zod';

const DEFAULT_PROVIDER_URL = 'http://127.0.0.1:4010';

/**
 * The provider's file bases. Read from the environment at parse time (the same variables as
 * server/env.ts; they are addresses, not secrets). In the browser they are unset, and links
 * there are already `/media/...`, which pass through unchanged.
 */
function providerFileBases(): string[] {
  const bases = [process.env.PROVIDER_URL ?? DEFAULT_PROVIDER_URL, process.env.PROVIDER_PUBLIC_URL];
  return bases.filter((base): base is string => Boolean(base)).map((base) => `${base.replace(/\/+$/, '')}/files/`);
}

export function toMediaPath(link: string, bases: string[] = providerFileBases()): string {
  const base = bases.find((candidate) => link.startsWith(candidate));
  return base ? `/media/${link.slice(base.length)}` : link;
}

export const fileLinkSchema = z.string().transform((link) => toMediaPath(link));
