/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files, propertyDocuments, propertyImages, users, userSubscriptions } from '../db/schema';
import { storeUploadedFile } from '../queries/files';
import { cachedPhoto } from '../seed/photos';
import { FIXTURE_PHONE_PHOTO, phoneJpeg } from '../testing/photos';
import { signIn, signInOwnerAndBuyer } from '../testing/session';
import { apiRequest, startTestProvider, TEST_PUBLIC_URL, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';

let provider: TestProvider;
let owner: string;
let buyer: string;
let buyerId: number;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  const [user] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
  buyerId = user?.id ?? 0;
}, 30_000);
afterAll(() => provider.close());

const get = (path: string, token?: string) => provider.request(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
/** Whether the key's row is in the database; an upload's bytes (named by the sha256 in its key) are in the storage exactly when it is. */
const stored = async (key: string) => {
  const inDatabase = (await provider.db.select({ key: files.key }).from(files).where(eq(files.key, key))).length === 1;
  expect(key).toMatch(/^uploads\/[0-9a-f]{64}$/);
  expect((await provider.storage.get(key.slice('uploads/'.length))) !== undefined).toBe(inDatabase);
  return inDatabase;
};
const documentKeysOf = async (propertyId: number) =>
  (await provider.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, propertyId)).orderBy(propertyDocuments.id)).map(
    (document) => document.fileKey,
  );

describe('private files need a user the provider lets read them', () => {
  test("an identity document: not on the public route, only its holder's token opens it, never cached", async () => {
    const key = await storeUploadedFile(provider.db, provider.storage, Buffer.from('%PDF-1.7 identity card of the buyer'), 'application/pdf');
    await provider.db.update(users).set({ validIdKey: key }).where(eq(users.id, buyerId));

    // The attack: anyone with the link, signed in or not, and any other account.
    expect((await get(`/files/${key}`)).status).toBe(404);
    expect((await get(`/files/${key}`, owner)).status).toBe(404);
    expect((await get(`/private-files/${key}`)).status).toBe(401);
    expect((await get(`/private-files/${key}`, owner)).status).toBe(404);

    const own = await get(`/private-files/${key}`, buyer);
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await own.text()).toBe('%PDF-1.7 identity card of the buyer');

    const info = await provider.request('/api/vst/profile/getUserInfo', apiRequest('GET', undefined, buyer));
    const { userInfo } = (await info.json()) as { userInfo: { valid_id_link: string } };
    expect(userInfo.valid_id_link).toBe(`${TEST_PUBLIC_URL}/private-files/${key}`);
  });

  test('paid background documents: the owner, and a subscriber only for a property their live subscription opened', async () => {
    const [documentOfOne] = await documentKeysOf(1);
    const [documentOfTwo] = await documentKeysOf(2);
    if (!documentOfOne || !documentOfTwo) throw new Error('the fixture gives homes 1 and 2 documents');

    expect((await get(`/files/${documentOfOne}`)).status).toBe(404);
    expect((await get(`/private-files/${documentOfOne}`, owner)).status).toBe(200);
    // A buyer handed the link by a subscriber gets nothing without a view of their own.
    expect((await get(`/private-files/${documentOfOne}`, buyer)).status).toBe(404);

    const DAY = 24 * 3600 * 1000;
    const [subscription] = await provider.db
      .insert(userSubscriptions)
      .values({ userId: buyerId, subscriptionTypeId: 1, startsAt: new Date(Date.now() - DAY), expiresAt: new Date(Date.now() + DAY), viewsRemaining: 3 })
      .returning();
    expect((await provider.request('/api/vst/payments/viewBackgroundInfo?property_id=1', apiRequest('GET', undefined, buyer))).status).toBe(200);
    const opened = await get(`/private-files/${documentOfOne}`, buyer);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Cache-Control')).toBe('private, no-store');
    // The view opened property 1, not 2.
    expect((await get(`/private-files/${documentOfTwo}`, buyer)).status).toBe(404);

    // Once the subscription has ended, its views open nothing more.
    await provider.db.update(userSubscriptions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userSubscriptions.id, subscription!.id));
    expect((await get(`/private-files/${documentOfOne}`, buyer)).status).toBe(404);
  });

  test('listing photos stay public and cacheable for a year, on both routes', async () => {
    const [image] = await provider.db.select().from(propertyImages).where(and(eq(propertyImages.propertyId, 1), eq(propertyImages.kind, 'primary')));
    const response = await get(`/files/${image!.fileKey}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get(`/private-files/${image!.fileKey}`, buyer)).status).toBe(200);
  });
});

describe('files nothing refers to any more are deleted', () => {
  test('a replaced background document', async () => {
    const [before] = await provider.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, 2)).orderBy(propertyDocuments.id);
    const response = await provider.request(
      '/api/vst/payments/updateBackgroundDocument',
      multipartRequest({ document_id: String(before!.id) }, { document: [{ bytes: tinyPdf(), name: 'New survey.pdf', type: 'application/pdf' }] }, owner),
    );
    expect(response.status).toBe(200);
    expect(await stored(before!.fileKey)).toBe(false);
  });

  test('a replaced profile picture, and every file of a deleted account', async () => {
    const first = await provider.request(
      '/api/vst/profile/changeImage',
      multipartRequest({}, { profile_image: [{ bytes: tinyPng(0x10), name: 'me.png', type: 'image/png' }] }, owner),
    );
    expect(first.status).toBe(200);
    const [{ profileImageKey: firstKey } = { profileImageKey: null }] = await provider.db
      .select({ profileImageKey: users.profileImageKey })
      .from(users)
      .where(eq(users.email, 'owner@example.com'));
    await provider.request(
      '/api/vst/profile/changeImage',
      multipartRequest({}, { profile_image: [{ bytes: tinyPng(0x20), name: 'me-again.png', type: 'image/png' }] }, owner),
    );
    expect(await stored(firstKey!)).toBe(false);

    const [{ profileImageKey: secondKey } = { profileImageKey: null }] = await provider.db
      .select({ profileImageKey: users.profileImageKey })
      .from(users)
      .where(eq(users.email, 'owner@example.com'));
    const [documentOfOne] = await documentKeysOf(1);
    const deleted = await provider.request('/api/vst/profile/deleteAccount', apiRequest('POST', { confirm: true }, await signIn(provider, 'owner@example.com')));
    expect(deleted.status).toBe(200);
    expect(await stored(secondKey!)).toBe(false);
    expect(await stored(documentOfOne!)).toBe(false);
  });
});

describe('uploaded photos keep no private metadata', () => {
  test("a phone photo's GPS position and camera model are not in the file others download", async () => {
    const photo = await phoneJpeg();
    const response = await provider.request(
      '/api/vst/profile/changeImage',
      multipartRequest({}, { profile_image: [{ bytes: photo, name: 'IMG_2031.jpg', type: 'image/jpeg' }] }, buyer),
    );
    expect(response.status).toBe(200);
    const [{ key } = { key: null }] = await provider.db.select({ key: users.profileImageKey }).from(users).where(eq(users.id, buyerId));

    // Anyone, signed in or not, reads a profile picture: what they get carries no EXIF at all.
    const downloaded = Buffer.from(await (await get(`/files/${key}`, owner)).arrayBuffer());
    const metadata = await sharp(downloaded).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(downloaded.includes('Pixel 8 Pro')).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });

  test('a seeded phone photo is stored as an upload is: served without its EXIF (no GPS, no camera), turned upright', async () => {
    // What the seed made: stored sideways (120x160, orientation 6) with the phone's EXIF.
    const made = await cachedPhoto(FIXTURE_PHONE_PHOTO.photo, provider.config.seedPhotoCacheDir);
    const original = await sharp(made).metadata();
    expect([original.width, original.height, original.orientation]).toEqual([120, 160, 6]);
    expect(made.includes('Pixel 8 Pro')).toBe(true);

    const response = await get(`/files/${FIXTURE_PHONE_PHOTO.key}`);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    const served = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 160, height: 120 });
    expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
    expect(served.includes('Pixel 8 Pro')).toBe(false);
    // Upright: the sky (blue) is on top and the grass (green) below, as drawn.
    const { data } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 160 + x) * 3, (y * 160 + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(80, 10);
    const [bottomRed, bottomGreen, bottomBlue] = pixel(80, 110);
    expect(topBlue).toBeGreaterThan(topRed + 80);
    expect(bottomGreen).toBeGreaterThan(Math.max(bottomRed, bottomBlue) + 40);
  });
});
