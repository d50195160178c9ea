/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openPublicFile, openStoredVariant } from '@/server/media';
import { fileVisibility, VISIBILITY_TTL_MS, type PublicFileProbe } from './file-visibility';
import { resizeImage } from './resize';
import { RESIZE_LIMITS, variantHandler, variantRequestOf } from './serve-variant';
import { diskVariantStore, type VariantStore } from './variant-store';

jest.mock('@/server/session', () => ({ verifySession: jest.fn() }));

const KEY = 'uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** A photo-like JPEG: noise compresses as a camera's grain does. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index % 251) ^ ((index * 7919) & 63);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

const providerFile = (bytes: Buffer | string, type: string) =>
  new Response(typeof bytes === 'string' ? bytes : new Uint8Array(bytes), {
    headers: { 'Content-Type': type, 'Content-Length': String(typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength) },
  });

let folder: string;
let store: VariantStore;
const open = jest.fn<ReturnType<typeof openPublicFile>, [string]>();
/** The provider's variants made at upload: none unless a test says (a photo whose job has not run). */
const openStored = jest.fn<ReturnType<typeof openStoredVariant>, Parameters<typeof openStoredVariant>>();
const resize = jest.fn(resizeImage);
const probe = jest.fn<ReturnType<PublicFileProbe>, Parameters<PublicFileProbe>>();
let clock = 0;
const now = () => clock;
/** One process: its single-flight, resize limit, memory of failures and of public files live as long as it. */
let handler: ReturnType<typeof variantHandler>;
const newProcess = () => variantHandler({ store: () => store, open, openStored, resize, visibility: fileVisibility(probe, { now }), now });
const get = (pathname: string, headers: Record<string, string> = { accept: WEBP_ACCEPT }) =>
  handler(new Request(`http://localhost:3000${pathname}`, { headers }));
const opened = (bytes: Buffer | string, type: string) => ({ ok: true as const, upstream: providerFile(bytes, type), contentType: type });

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'variants-'));
  store = diskVariantStore(folder);
  open.mockReset();
  openStored.mockReset();
  openStored.mockResolvedValue({ ok: false, refusal: new Response('Not found', { status: 404 }) });
  resize.mockReset();
  resize.mockImplementation(resizeImage);
  probe.mockReset();
  probe.mockResolvedValue({ status: 304, etag: '"e"' });
  clock = 1_000_000;
  handler = newProcess();
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('variantRequestOf', () => {
  it('reads the width and the key', () => {
    expect(variantRequestOf(`/img/640/${KEY}`)).toEqual({ width: 640, key: KEY });
  });
  it.each(['/img/641/a.jpg', '/img/99999/a.jpg', '/img/640/', '/img/640/../x', '/img/640/a%2Fb', '/img/abc/a.jpg', '/media/640/a.jpg'])(
    'refuses %s',
    (pathname) => expect(variantRequestOf(pathname)).toBeNull(),
  );
});

describe('the variant route', () => {
  it('serves a 4000x3000 photo as a small WebP of the width asked, labelled by what it varies on', async () => {
    const original = await photo(4000, 3000);
    open.mockResolvedValue(opened(original, 'image/jpeg'));
    const response = await get(`/img/384/${KEY}`);
    expect(open).toHaveBeenCalledWith(KEY);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept, Save-Data');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-variant-cache')).toBe('MISS');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(original.byteLength / 10);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 384, height: 288 });
  });

  it('makes each variant once: a second view reads it back without asking the provider or resizing', async () => {
    open.mockResolvedValue(opened(await photo(1200, 900), 'image/jpeg'));
    const first = Buffer.from(await (await get(`/img/640/${KEY}`)).arrayBuffer());
    const second = await get(`/img/640/${KEY}`);
    expect(second.headers.get('x-variant-cache')).toBe('HIT');
    expect(second.headers.get('vary')).toBe('Accept, Save-Data');
    expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(resize).toHaveBeenCalledTimes(1);
    // Kept on disk, so another process reading the same folder finds it too.
    const otherProcess = variantHandler({ store: () => diskVariantStore(folder), open, openStored, resize, visibility: fileVisibility(probe) });
    expect((await otherProcess(new Request(`http://localhost:3000/img/640/${KEY}`, { headers: { accept: WEBP_ACCEPT } }))).headers.get('x-variant-cache')).toBe('HIT');
    expect(resize).toHaveBeenCalledTimes(1);
  });

  it('gives a browser without WebP a JPEG, kept apart from the WebP', async () => {
    open.mockImplementation(async () => opened(await photo(1200, 900), 'image/jpeg'));
    const webp = await get(`/img/640/${KEY}`);
    const jpeg = await get(`/img/640/${KEY}`, { accept: 'image/png,image/*;q=0.8,*/*;q=0.5' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('x-variant-cache')).toBe('MISS');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('gives Save-Data a narrower, lower-quality and so smaller variant', async () => {
    open.mockImplementation(async () => opened(await photo(2000, 1500), 'image/jpeg'));
    const full = Buffer.from(await (await get(`/img/828/${KEY}`)).arrayBuffer());
    const saving = await get(`/img/828/${KEY}`, { accept: WEBP_ACCEPT, 'save-data': 'on' });
    expect(saving.headers.get('vary')).toBe('Accept, Save-Data');
    const light = Buffer.from(await saving.arrayBuffer());
    expect((await sharp(light).metadata()).width).toBe(384);
    expect(light.byteLength).toBeLessThan(full.byteLength / 2);
  });

  it('never enlarges a picture smaller than the width asked', async () => {
    open.mockResolvedValue(opened(await photo(300, 200), 'image/jpeg'));
    const response = await get(`/img/1280/${KEY}`);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('passes an SVG drawing through as /media serves it, not resized and not kept', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    open.mockImplementation(async () => opened(svg, 'image/svg+xml'));
    const response = await get(`/img/640/${KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe(svg);
    expect(resize).not.toHaveBeenCalled();
    expect((await get(`/img/640/${KEY}`)).headers.get('x-variant-cache')).toBeNull();
  });

  it('serves a file labelled JPEG that sharp cannot read as stored, so the browser decides (and the card shows its fallback)', async () => {
    open.mockResolvedValue(opened('not a jpeg at all', 'image/jpeg'));
    const response = await get(`/img/640/${KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await response.text()).toBe('not a jpeg at all');
  });

  it("passes the provider's refusal on", async () => {
    open.mockResolvedValue({ ok: false, refusal: new Response('Not found', { status: 404 }) });
    expect((await get(`/img/640/${KEY}`)).status).toBe(404);
  });

  it('refuses a width not on the list without asking the provider', async () => {
    expect((await get(`/img/641/${KEY}`)).status).toBe(404);
    expect(open).not.toHaveBeenCalled();
  });
});

/** A promise settled from outside, to hold a resize in progress. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
const keyOf = (index: number) => `uploads/${String(index).padStart(64, '0')}`;

describe('the variant route under attack', () => {
  /** 16,000 x 16,000 pixels of one colour: under a megabyte as a PNG, three quarters of a gigabyte decoded. */
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#888' } }).png({ compressionLevel: 9 }).toBuffer();
  }, 60_000);

  it('answers a picture of too many pixels at once with an error, decoding it once for all concurrent requests and not again after', async () => {
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    open.mockImplementation(async () => opened(bomb, 'image/png'));
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`/img/1920/${KEY}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(422));
    expect(await answers[0]!.text()).toBe('This picture is too large to show.');
    expect(answers[0]!.headers.get('cache-control')).toBe('no-store');
    expect(resize).toHaveBeenCalledTimes(1);

    // Every other width and format: refused from memory, the provider not even asked.
    const others = await Promise.all(
      [96, 384, 640, 1280].flatMap((width) => [get(`/img/${width}/${KEY}`), get(`/img/${width}/${KEY}`, { accept: 'image/jpeg' })]),
    );
    expect(others.every((answer) => answer.status === 422)).toBe(true);
    expect(resize).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 60_000);

  it('makes a variant asked for by many at once a single time: one read, one resize, the same bytes for all', async () => {
    open.mockImplementation(async () => opened(await photo(1200, 900), 'image/jpeg'));
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`/img/640/${KEY}`)));
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(resize).toHaveBeenCalledTimes(1);
  });

  it(`resizes at most ${RESIZE_LIMITS.running} pictures at once, queues ${RESIZE_LIMITS.waiting}, and turns the rest away to come back`, async () => {
    const source = await photo(300, 200);
    open.mockImplementation(async () => opened(source, 'image/jpeg'));
    const hold = deferred<void>();
    let running = 0;
    let most = 0;
    resize.mockImplementation(async (bytes, choice) => {
      running += 1;
      most = Math.max(most, running);
      await hold.promise;
      running -= 1;
      return resizeImage(bytes, choice);
    });
    const accepted = RESIZE_LIMITS.running + RESIZE_LIMITS.waiting;
    const answers = Array.from({ length: accepted }, (_, index) => get(`/img/640/${keyOf(index)}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running).toBe(RESIZE_LIMITS.running);

    const turnedAway = await get(`/img/640/${keyOf(accepted)}`);
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await turnedAway.text()).toBe('Pictures are being prepared. Please try again in a moment.');

    hold.resolve();
    expect((await Promise.all(answers)).every((answer) => answer.status === 200)).toBe(true);
    expect(most).toBe(RESIZE_LIMITS.running);
    expect(resize).toHaveBeenCalledTimes(accepted);
  });

  it('remembers a picture it could not read: shown as stored, not decoded again on every request', async () => {
    open.mockImplementation(async () => opened('not a jpeg at all', 'image/jpeg'));
    for (const width of [640, 640, 384, 1280]) {
      const response = await get(`/img/${width}/${KEY}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('not a jpeg at all');
    }
    expect(resize).toHaveBeenCalledTimes(1);
    // Until the memory of it expires.
    clock += 11 * 60_000;
    await get(`/img/640/${KEY}`);
    expect(resize).toHaveBeenCalledTimes(2);
  });
});

describe('variants the provider made at upload', () => {
  it('are read from the provider without resizing, and kept', async () => {
    const made = await sharp(await photo(640, 480)).webp({ quality: 75 }).toBuffer();
    openStored.mockImplementation(async () => opened(made, 'image/webp'));
    const first = await get(`/img/640/${KEY}`);
    expect(first.headers.get('x-variant-cache')).toBe('STORED');
    expect(first.headers.get('vary')).toBe('Accept, Save-Data');
    expect(Buffer.from(await first.arrayBuffer()).equals(made)).toBe(true);
    expect(openStored).toHaveBeenCalledWith(KEY, 640, 'webp');
    expect((await get(`/img/640/${KEY}`)).headers.get('x-variant-cache')).toBe('HIT');
    expect(openStored).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(resize).not.toHaveBeenCalled();
  });

  it('are not asked for Save-Data, whose lighter variants are made here', async () => {
    open.mockImplementation(async () => opened(await photo(1200, 900), 'image/jpeg'));
    const saving = await get(`/img/828/${KEY}`, { accept: WEBP_ACCEPT, 'save-data': 'on' });
    expect(saving.headers.get('x-variant-cache')).toBe('MISS');
    expect(openStored).not.toHaveBeenCalled();
  });

  it('let a crawler’s burst over many photos through while resizing is saturated: none is told to come back', async () => {
    const made = await sharp(await photo(300, 200)).webp({ quality: 75 }).toBuffer();
    openStored.mockImplementation(async () => opened(made, 'image/webp'));
    const burst = RESIZE_LIMITS.running + RESIZE_LIMITS.waiting + 40;
    const answers = await Promise.all(Array.from({ length: burst }, (_, index) => get(`/img/640/${keyOf(index)}`)));
    expect(answers.filter((answer) => answer.status === 503)).toHaveLength(0);
    expect(answers.every((answer) => answer.headers.get('x-variant-cache') === 'STORED')).toBe(true);
    expect(resize).not.toHaveBeenCalled();
  });
});

describe('a kept variant of a file that is no longer public', () => {
  it('is not served once the provider stops serving the file (account deleted, advert ended), and is deleted', async () => {
    open.mockImplementation(async () => opened(await photo(1200, 900), 'image/jpeg'));
    expect((await get(`/img/640/${KEY}`)).headers.get('x-variant-cache')).toBe('MISS');
    expect((await get(`/img/640/${KEY}`)).headers.get('x-variant-cache')).toBe('HIT');

    // The file is released: the provider answers 404 from now on.
    open.mockResolvedValue({ ok: false, refusal: new Response('Not found', { status: 404 }) });
    probe.mockResolvedValue({ status: 404, etag: null });
    clock += VISIBILITY_TTL_MS + 1;
    const gone = await get(`/img/640/${KEY}`);
    expect(gone.status).toBe(404);
    expect(probe.mock.calls.map(([key]) => key)).toEqual([KEY]);
    expect(await store.read(KEY, { width: 640, format: 'webp', quality: 75 })).toBeNull();
    // Another process with its own memory, reading the same folder, finds nothing to serve either.
    const otherProcess = variantHandler({ store: () => diskVariantStore(folder), open, openStored, resize, visibility: fileVisibility(probe) });
    expect((await otherProcess(new Request(`http://localhost:3000/img/640/${KEY}`, { headers: { accept: WEBP_ACCEPT } }))).status).toBe(404);
  });

  it('asks the provider with the ETag it has (answered 304 without reading the file), once a minute per file', async () => {
    const source = await photo(600, 400);
    open.mockImplementation(async () => ({
      ok: true as const,
      upstream: new Response(new Uint8Array(source), { headers: { 'Content-Type': 'image/jpeg', ETag: '"abc"' } }),
      contentType: 'image/jpeg',
    }));
    await get(`/img/384/${KEY}`);
    clock += VISIBILITY_TTL_MS + 1;
    expect((await get(`/img/384/${KEY}`)).headers.get('x-variant-cache')).toBe('HIT');
    expect((await get(`/img/384/${KEY}`)).headers.get('x-variant-cache')).toBe('HIT');
    expect(probe).toHaveBeenCalledTimes(1);
    expect(probe).toHaveBeenCalledWith(KEY, '"abc"');
  });

  it('keeps serving it while the provider cannot be reached', async () => {
    open.mockImplementation(async () => opened(await photo(600, 400), 'image/jpeg'));
    await get(`/img/384/${KEY}`);
    probe.mockResolvedValue(null);
    clock += VISIBILITY_TTL_MS + 1;
    expect((await get(`/img/384/${KEY}`)).status).toBe(200);
  });
});
