/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { files, propertyImages } from '../db/schema';
import { QUEUES, type JobQueue } from '../jobs/queue';
import { putBytes } from '../queries/files';
import { FLAT, RESIDENTIAL } from '../testing/fixtureSeedData';
import { HOME_FACTS } from '../testing/livingFacts';
import { patternPhoto } from '../testing/photos';
import { signInOwnerAndBuyer } from '../testing/session';
import { startTestJobQueue, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';
import { PHOTO_VARIANT_NAMES, PHOTO_VARIANT_WIDTHS } from './variants';

// A listing's photos get the variants the site's pages ask for, made by a job after the upload.
// These run on PGlite, and on PostgreSQL under scripts/test-postgres.mjs. Each test makes and decodes
// photos: on a busy machine that takes longer than jest's 5 s.
jest.setTimeout(60_000);

let provider: TestProvider;
let owner: string;
let worker: JobQueue | undefined;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner } = await signInOwnerAndBuyer(provider));
}, 120_000);
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
afterAll(() => provider.close());

/** A 2000 x 1500 photo, wider than every variant, distinct for each seed (so no listing is held as a copy). */
const widePhoto = async (seed: number) => sharp(await patternPhoto(seed)).resize(2000, 1500).jpeg({ quality: 85 }).toBuffer();

let listed = 0;
async function list(photo: Buffer, propertyId?: number) {
  listed += 1;
  const text = {
    for_sale: '0', for_sale_aso: '1', name: `Flat ${listed}`, price: String(6_660_000 + listed), payment_plan_option_id: '1', property_type_id: String(RESIDENTIAL),
    property_category_id: String(FLAT), no_bedroom: '3', no_bathroom: '2', no_kitchen: '1', country_id: '161', state_id: '25', city_id: '250',
    description: 'A bright flat.', latitude: '6.6', longitude: '3.35', ...HOME_FACTS, ...(propertyId ? { propertyID: String(propertyId) } : {}),
  };
  const sent = {
    primary_image: [{ bytes: photo, name: 'front.jpg', type: 'image/jpeg' }],
    ...(propertyId ? {} : { property_documents: [{ bytes: tinyPdf(), name: 'c-of-o.pdf', type: 'application/pdf' }], floor_plan: [{ bytes: tinyPng(3), name: 'plan.png', type: 'image/png' }] }),
  };
  const path = propertyId ? 'profile/modifyProperty' : 'profile/submitListing';
  const response = await provider.request(`/api/vst/${path}`, multipartRequest(text, sent, owner));
  if (response.status !== (propertyId ? 200 : 201)) throw new Error(await response.text());
  return ((await response.json()) as { property: { id: number } }).property.id;
}

async function primaryPhoto(propertyId: number) {
  const [photo] = await provider.db
    .select({ key: files.key, sha256: files.sha256 })
    .from(propertyImages)
    .innerJoin(files, eq(files.key, propertyImages.fileKey))
    .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.kind, 'primary')));
  return photo!;
}

const waitingPhotoJobs = async () =>
  ((await provider.db.execute(sql`select data from pgboss.job where name = ${QUEUES.photoVariants} and state = 'created'`)) as unknown as { rows: { data: { propertyId?: number } }[] }).rows.map(
    (row) => row.data,
  );

const storedVariants = async (sha256: string) => (await Promise.all(PHOTO_VARIANT_NAMES.map((name) => provider.storage.get(sha256, name)))).filter(Boolean).length;

const variantOf = (key: string, query: string) => provider.request(`/files/${key}?${query}`);

describe('photo variants made at upload', () => {
  test('an upload queues its listing’s job, which stores every width the pages use, served beside the original', async () => {
    const propertyId = await list(await widePhoto(1));
    expect(await waitingPhotoJobs()).toContainEqual({ propertyId });
    const photo = await primaryPhoto(propertyId);
    expect(await storedVariants(photo.sha256)).toBe(0);

    worker = await startTestJobQueue(provider, { work: true });
    await worker.settled(60_000);
    expect(await storedVariants(photo.sha256)).toBe(PHOTO_VARIANT_NAMES.length);

    const webp = await variantOf(photo.key, 'width=828&format=webp');
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('x-variant')).toBe('828w.webp');
    expect(webp.headers.get('cache-control')).toContain('immutable');
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 828 });
    const jpeg = await variantOf(photo.key, 'width=1600&format=jpeg');
    expect(await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1600 });
    for (const width of PHOTO_VARIANT_WIDTHS) expect((await variantOf(photo.key, `width=${width}&format=webp`)).status).toBe(200);

    // Widths the pages do not ask for, other formats and Save-Data's are the site's to make.
    for (const query of ['width=96&format=webp', 'width=828&format=avif', 'width=828', 'format=webp', 'width=828&format=webp/../x']) {
      const answer = await variantOf(photo.key, query);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ Detail: 'Variant not made' });
    }
    // The original is as it was.
    expect((await provider.request(`/files/${photo.key}`)).headers.get('content-type')).toBe('image/jpeg');
  });

  test('a file nobody may see has no variant to show, and a replaced photo’s variants go with its bytes', async () => {
    worker = await startTestJobQueue(provider, { work: true });
    const propertyId = await list(await widePhoto(2));
    await worker.settled(60_000);
    const before = await primaryPhoto(propertyId);
    expect(await storedVariants(before.sha256)).toBe(PHOTO_VARIANT_NAMES.length);

    await list(await widePhoto(3), propertyId);
    await worker.settled(60_000);
    const after = await primaryPhoto(propertyId);
    expect(after.sha256).not.toBe(before.sha256);
    expect(await storedVariants(after.sha256)).toBe(PHOTO_VARIANT_NAMES.length);
    expect(await storedVariants(before.sha256)).toBe(0);
    const gone = await variantOf(before.key, 'width=828&format=webp');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ Detail: 'File not found' });
  });

  test('photos stored without variants (the demo photos, older uploads) get them from the backfill', async () => {
    const photo = await widePhoto(4);
    const sha256 = await putBytes(provider.storage, photo);
    await provider.db.insert(files).values({ key: 'seed/properties/1-garden.jpg', contentType: 'image/jpeg', sha256 });
    await provider.db.insert(propertyImages).values({ propertyId: 1, kind: 'other', fileKey: 'seed/properties/1-garden.jpg', position: 9 });
    expect(await storedVariants(sha256)).toBe(0);

    worker = await startTestJobQueue(provider, { work: true });
    await worker.backfillPhotoVariants();
    await worker.settled(60_000);
    expect(await storedVariants(sha256)).toBe(PHOTO_VARIANT_NAMES.length);
    expect((await variantOf('seed/properties/1-garden.jpg', 'width=384&format=jpeg')).status).toBe(200);
  });
});
