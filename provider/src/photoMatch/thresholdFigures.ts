import sharp, { type Sharp } from 'sharp';
import { hammingDistance, isCandidate, photoHashOf, type PhotoHash } from './photoHash';

/** The copies of a photo a re-poster makes without trying to hide it: smaller, saved again, a little cut off. */
export const COPY_KINDS = {
  'resized to half': (image: Sharp, width: number) => image.resize(Math.round(width / 2)).jpeg({ quality: 85 }),
  're-compressed (JPEG quality 60)': (image: Sharp) => image.jpeg({ quality: 60 }),
  'resized to half, quality 60': (image: Sharp, width: number) => image.resize(Math.round(width / 2)).jpeg({ quality: 60 }),
  'cropped 5 % off one side': (image: Sharp, width: number, height: number) =>
    image.extract({ left: 0, top: 0, width: Math.round(width * 0.95), height }).jpeg({ quality: 85 }),
  'cropped 2.5 % off each edge': (image: Sharp, width: number, height: number) =>
    image
      .extract({ left: Math.round(width * 0.025), top: Math.round(height * 0.025), width: Math.round(width * 0.95), height: Math.round(height * 0.95) })
      .jpeg({ quality: 85 }),
} satisfies Record<string, (image: Sharp, width: number, height: number) => Sharp>;

export type CopyKind = keyof typeof COPY_KINDS;

export async function copyOf(photo: Buffer, kind: CopyKind): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return COPY_KINDS[kind](sharp(photo), width, height).toBuffer();
}

/** A match as the matcher finds one: a candidate by its bands, then within the threshold. */
export const matches = (a: PhotoHash, b: PhotoHash, threshold: number) => isCandidate(a, b) && hammingDistance(a, b) <= threshold;

export type ThresholdFigures = {
  photos: number;
  copies: number;
  /** Each copy's distance from its original, by kind. */
  copyDistances: Record<CopyKind, number[]>;
  /** Distances between distinct photos. */
  distinctDistances: number[];
  /** Per threshold: the share of copies missed, and of distinct pairs matched. */
  byThreshold: { threshold: number; missRate: number; missRateByKind: Record<CopyKind, number>; falseMatchRate: number; falseMatches: number }[];
};

/** Hashes each photo and its copies, and counts what each threshold would miss and wrongly match. */
export async function thresholdFigures(photos: Buffer[], thresholds: number[]): Promise<ThresholdFigures> {
  const kinds = Object.keys(COPY_KINDS) as CopyKind[];
  const originals: PhotoHash[] = [];
  const copies: { kind: CopyKind; original: PhotoHash; hash: PhotoHash }[] = [];
  for (const photo of photos) {
    const original = await photoHashOf(photo);
    if (original === undefined) throw new Error('A demo photo is too plain to hash');
    originals.push(original);
    for (const kind of kinds) {
      const hash = await photoHashOf(await copyOf(photo, kind));
      if (hash === undefined) throw new Error(`A copy (${kind}) is too plain to hash`);
      copies.push({ kind, original, hash });
    }
  }
  const pairs = originals.flatMap((a, i) => originals.slice(i + 1).map((b) => [a, b] as const));
  const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const copyDistances = Object.fromEntries(
    kinds.map((kind) => [kind, copies.filter((copy) => copy.kind === kind).map((copy) => hammingDistance(copy.original, copy.hash))]),
  ) as Record<CopyKind, number[]>;
  return {
    photos: photos.length,
    copies: copies.length,
    copyDistances,
    distinctDistances: pairs.map(([a, b]) => hammingDistance(a, b)),
    byThreshold: thresholds.map((threshold) => {
      const missed = (kind?: CopyKind) => copies.filter((copy) => (!kind || copy.kind === kind) && !matches(copy.original, copy.hash, threshold));
      const falseMatches = pairs.filter(([a, b]) => matches(a, b, threshold)).length;
      return {
        threshold,
        missRate: rate(missed().length, copies.length),
        missRateByKind: Object.fromEntries(kinds.map((kind) => [kind, rate(missed(kind).length, photos.length)])) as Record<CopyKind, number>,
        falseMatchRate: rate(falseMatches, pairs.length),
        falseMatches,
      };
    }),
  };
}
