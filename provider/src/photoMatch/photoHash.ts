import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../http/imageMetadata';

/**
 * A photo's difference hash (dHash): the picture in grey at 9 x 8 pixels, one bit per pair of
 * neighbours in a row (1 when the left one is brighter), 64 bits in all. Resizing, re-compressing and
 * small crops barely move it, so a copy of a photo lands a few bits from the original.
 */
export type PhotoHash = bigint;

const COLUMNS = 9;
const ROWS = 8;
/**
 * A thumbnail whose darkest and brightest pixels differ by less than this is a plain picture (one
 * colour, a smooth gradient): its bits say nothing about what is in it, so it is matched with nothing.
 */
const PLAIN_CONTRAST = 12;

/** The hash of an image's bytes; undefined for a plain picture or bytes sharp cannot read. */
export async function photoHashOf(bytes: Buffer): Promise<PhotoHash | undefined> {
  let pixels: Buffer;
  try {
    // A fixed kernel, and no shrink while decoding: the same picture gives the same bits at any size.
    // Of sharp's kernels, linear moved copies' bits least on the demo photos (docs/quality.md).
    pixels = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .greyscale()
      .resize(COLUMNS, ROWS, { fit: 'fill', kernel: 'linear', fastShrinkOnLoad: false })
      .raw()
      .toBuffer();
  } catch {
    return undefined;
  }
  if (Math.max(...pixels) - Math.min(...pixels) < PLAIN_CONTRAST) return undefined;
  let hash = 0n;
  for (let row = 0; row < ROWS; row += 1) {
    for (let column = 0; column < COLUMNS - 1; column += 1) {
      const left = pixels[row * COLUMNS + column]!;
      const right = pixels[row * COLUMNS + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash;
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: PhotoHash, b: PhotoHash): number {
  let difference = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (difference !== 0n) {
    difference &= difference - 1n;
    bits += 1;
  }
  return bits;
}

/**
 * The hash split into four 16-bit bands, highest first. Candidates for a match are looked up by band
 * (an index each), each band as it is or with one bit flipped: two hashes within 7 bits always have a
 * band that close, since four bands each two or more bits apart make at least 8.
 */
export const BAND_COUNT = 4;
const BAND_BITS = 16;
export function hashBands(hash: PhotoHash): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  return Array.from({ length: BAND_COUNT }, (_, band) => Number((unsigned >> BigInt(64 - (band + 1) * BAND_BITS)) & 0xffffn));
}

/** Each band's value and its 16 neighbours one bit away: what a candidate's band must equal. */
export function bandProbes(hash: PhotoHash): number[][] {
  return hashBands(hash).map((value) => [value, ...Array.from({ length: BAND_BITS }, (_, bit) => value ^ (1 << bit))]);
}

/** Whether the band lookup finds `b` for `a`: a band equal, or one bit apart. */
export function isCandidate(a: PhotoHash, b: PhotoHash): boolean {
  const bandsOfB = hashBands(b);
  return bandProbes(a).some((probes, band) => probes.includes(bandsOfB[band]!));
}

/** As PostgreSQL's bigint holds it (signed), and back. */
export const storedHash = (hash: PhotoHash): bigint => BigInt.asIntN(64, hash);
export const hashOfStored = (stored: bigint): PhotoHash => BigInt.asUintN(64, stored);
