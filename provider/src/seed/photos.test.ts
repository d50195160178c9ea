/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../config';
import { FIXTURE_PHONE_PHOTO } from '../testing/photos';
import { seedFiles } from './data/files';
import type { PhotoRecipe, SeedPhoto } from './data/types';
import { cachedPhoto, makePhoto } from './photos';

const photoOf = (key: string) => (seedFiles().find((file) => file.key === key) as SeedPhoto).photo;
/** The machine's cache, as the seed uses it: only the first run on a machine makes these. */
const machineCache = loadConfig({}).seedPhotoCacheDir;

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'seed-photo-test-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));
/** The files in the test's cache folder, at any depth. */
const cachedFiles = () =>
  readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

test('a listing photo is a JPEG of a photo’s size and weight: 3000x2000, between 300 kB and 4 MB, no metadata', async () => {
  const photo = await cachedPhoto(photoOf('seed/property/duplex-02.jpg'), machineCache);
  const metadata = await sharp(photo).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 3000, height: 2000 });
  expect(metadata.exif).toBeUndefined();
  expect(photo.length).toBeGreaterThan(300 * 1024);
  expect(photo.length).toBeLessThan(4 * 1024 * 1024);
}, 30_000);

test('a phone photo of the seed is 4000x3000 stored turned, with its orientation', async () => {
  const photo = await cachedPhoto(photoOf('seed/property/duplex-01.jpg'), machineCache);
  const metadata = await sharp(photo).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 3000, height: 4000, orientation: 6 });
  expect(photo.length).toBeLessThan(4 * 1024 * 1024);
}, 30_000);

test('a phone photo carries its orientation, camera and GPS position in EXIF (made here, not read from a cache)', async () => {
  const recipe = FIXTURE_PHONE_PHOTO.photo;
  const photo = await makePhoto(recipe);
  const metadata = await sharp(photo).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 120, height: 160, orientation: 6 });
  expect(photo.includes(recipe.phone!.model)).toBe(true);
  // The GPS block's pointer (tag 0x8825) is in the EXIF, in either byte order.
  expect(metadata.exif!.includes(Buffer.from([0x88, 0x25])) || metadata.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
});

test('the same recipe makes the same bytes; another grain, other bytes', async () => {
  const small: PhotoRecipe = { ...FIXTURE_PHONE_PHOTO.photo, phone: undefined };
  const first = await makePhoto(small);
  expect(await makePhoto(small)).toEqual(first);
  expect(await makePhoto({ ...small, grain: 20 })).not.toEqual(first);
});

test('a photo is made once, then read from the cache by its recipe; a changed recipe is made anew', async () => {
  const recipe = FIXTURE_PHONE_PHOTO.photo;
  const made = await cachedPhoto(recipe, cacheDir);
  const [file] = cachedFiles();
  expect(path.basename(file!)).toMatch(/^[0-9a-f]{64}$/);
  expect(await cachedPhoto(recipe, cacheDir)).toEqual(made);
  expect(cachedFiles()).toEqual([file]);
  // Read, not made again: what the cache holds is what comes back.
  writeFileSync(file!, 'bytes from the cache');
  expect((await cachedPhoto(recipe, cacheDir)).toString()).toBe('bytes from the cache');

  const otherDrawing = { ...recipe, drawing: recipe.drawing.replace('#2f80c8', '#f08a5d') };
  expect(await cachedPhoto(otherDrawing, cacheDir)).not.toEqual(made);
  expect(cachedFiles()).toHaveLength(2);
});
