/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openPublicFile } from '@/server/media';
import { resizeImage } from './resize';
import { variantHandler, variantRequestOf } from './serve-variant';
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
const resize = jest.fn(resizeImage);
const serve = () => variantHandler({ store: () => store, open, resize });
const get = (pathname: string, headers: Record<string, string> = { accept: WEBP_ACCEPT }) =>
  serve()(new Request(`http://localhost:3000${pathname}`, { headers }));
const opened = (bytes: Buffer | string, type: string) => ({ ok: true as const, upstream: providerFile(bytes, type), contentType: type });

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'variants-'));
  store = diskVariantStore(folder);
  open.mockReset();
  resize.mockClear();
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
    const otherProcess = variantHandler({ store: () => diskVariantStore(folder), open, resize });
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
