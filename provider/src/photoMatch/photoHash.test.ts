import sharp from 'sharp';
import { propertyImageFiles } from '../seed/data/images/catalog';
import { makePhoto } from '../seed/photos';
import { patternPhoto, resavedCopy } from '../testing/photos';
import { hammingDistance, hashBands, isCandidate, photoHashOf } from './photoHash';
import { PHOTO_MATCH_THRESHOLD } from './photoMatches';
import { thresholdFigures } from './thresholdFigures';

const hashOf = async (bytes: Buffer) => {
  const hash = await photoHashOf(bytes);
  if (hash === undefined) throw new Error('expected a hash');
  return hash;
};

describe('the difference hash', () => {
  test('counts the bits two hashes differ in', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance(0n, 0xffff_ffff_ffff_ffffn)).toBe(64);
    // A hash read back from PostgreSQL's signed bigint is the same 64 bits.
    expect(hammingDistance(-1n, 0xffff_ffff_ffff_ffffn)).toBe(0);
  });

  test('one bit per pair of neighbours: brighter on the left is 1', async () => {
    // Each row falls from left to right: every bit is 1.
    const falling = Buffer.from(Array.from({ length: 8 }, () => [250, 220, 190, 160, 130, 100, 70, 40, 10]).flat());
    const image = await sharp(falling, { raw: { width: 9, height: 8, channels: 1 } }).png().toBuffer();
    expect(await photoHashOf(image)).toBe(0xffff_ffff_ffff_ffffn);
  });

  test('the same photo gives the same hash, and a resized, re-saved copy lands within the threshold', async () => {
    const photo = await patternPhoto(1);
    expect(await hashOf(photo)).toBe(await hashOf(Buffer.from(photo)));
    const distance = hammingDistance(await hashOf(photo), await hashOf(await resavedCopy(photo)));
    expect(distance).toBeLessThanOrEqual(PHOTO_MATCH_THRESHOLD);
  });

  test('different photos are far apart', async () => {
    const [a, b] = await Promise.all([patternPhoto(1), patternPhoto(2)]);
    expect(hammingDistance(await hashOf(a), await hashOf(b))).toBeGreaterThan(PHOTO_MATCH_THRESHOLD * 2);
  });

  test('a plain picture has no hash: it says nothing about what is in it', async () => {
    const plain = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7f9fbf' } }).jpeg().toBuffer();
    expect(await photoHashOf(plain)).toBeUndefined();
    expect(await photoHashOf(Buffer.from('not an image'))).toBeUndefined();
  });

  test('candidates share a band as it is or one bit away, so every pair within 7 bits is found', () => {
    const hash = 0x1234_5678_9abc_def0n;
    expect(hashBands(hash)).toEqual([0x1234, 0x5678, 0x9abc, 0xdef0]);
    // Two bits off in each band: 8 apart, no band close enough.
    const spread = hash ^ 0x0003_0003_0003_0003n;
    expect(isCandidate(hash, spread)).toBe(false);
    // Seven bits off, spread as evenly as they can be: one band is a bit away.
    const seven = hash ^ 0x0003_0003_0003_0001n;
    expect(hammingDistance(hash, seven)).toBe(7);
    expect(isCandidate(hash, seven)).toBe(true);
  });
});

describe('the threshold on demo photos', () => {
  // Six demo drawings at a sixth of their size: the same pictures, quick to make.
  const photos = () =>
    Promise.all(propertyImageFiles().filter((_, index) => index % 7 === 0).map(({ photo }) => makePhoto({ ...photo, width: 600, height: 400, phone: undefined })));

  test('finds every resized or re-compressed copy and matches no two distinct photos', async () => {
    const figures = await thresholdFigures(await photos(), [PHOTO_MATCH_THRESHOLD]);
    const [chosen] = figures.byThreshold;
    expect(chosen!.missRateByKind['resized to half']).toBe(0);
    expect(chosen!.missRateByKind['re-compressed (JPEG quality 60)']).toBe(0);
    expect(chosen!.missRateByKind['resized to half, quality 60']).toBe(0);
    expect(chosen!.falseMatches).toBe(0);
  }, 60_000);
});
