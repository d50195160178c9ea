/** @jest-environment node */
import sharp from 'sharp';
import { z } from 'zod';
import { readMultipartForm, sniffImageType } from './uploads';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00');
const WEBP = new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ');
const text = (content: string) => new TextEncoder().encode(content);

describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('recognises %s by its bytes', (_, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['HTML', text('<!doctype html><script>alert(1)</script>')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a script', text('#!/bin/sh\nrm -rf /')],
    ['a RIFF that is not WebP', text('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['an empty file', new Uint8Array()],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('readMultipartForm', () => {
  const rules = { maxBodyBytes: 4096, files: { photo: { maxFiles: 2, maxFileBytes: 1024, required: true } } };
  const schema = z.object({ email: z.string().min(1, 'This is required.'), photo: z.array(z.instanceof(File)) });

  const upload = (fill: (form: FormData) => void) => {
    const form = new FormData();
    fill(form);
    return new Request('http://localhost/api/vst/x', { method: 'POST', body: form });
  };
  const errorsOf = async (result: Awaited<ReturnType<typeof readMultipartForm>>) =>
    result.ok ? null : { status: result.response.status, body: await result.response.json() };

  it('passes text fields and images, relabelled with the type their bytes show', async () => {
    const result = await readMultipartForm(
      upload((form) => {
        form.append('email', 'ada@example.com');
        form.append('photo', new File([PNG], 'house.jpg', { type: 'image/jpeg' }));
      }),
      rules,
      schema,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.email).toBe('ada@example.com');
    expect(result.data.photo[0]).toMatchObject({ name: 'house.jpg', type: 'image/png', size: PNG.length });
  });

  it('refuses an HTML file named like a PNG with a message under its field', async () => {
    const result = await readMultipartForm(
      upload((form) => {
        form.append('email', 'ada@example.com');
        form.append('photo', new File([text('<html><script>alert(1)</script>')], 'photo.png', { type: 'image/png' }));
      }),
      rules,
      schema,
    );
    expect(await errorsOf(result)).toEqual({
      status: 422,
      body: { message: 'Please review the field errors', fieldErrors: { photo: 'Only PNG, JPEG, WebP or GIF images are accepted' } },
    });
  });

  it('applies the per-field count and size limits and the required rule', async () => {
    const tooMany = upload((form) => [1, 2, 3].forEach((n) => form.append('photo', new File([PNG], `${n}.png`))));
    expect((await errorsOf(await readMultipartForm(tooMany, rules, schema)))?.body.fieldErrors.photo).toBe('Choose at most 2 images');
    const tooBig = upload((form) => form.append('photo', new File([PNG, new Uint8Array(2000)], 'big.png')));
    expect((await errorsOf(await readMultipartForm(tooBig, rules, schema)))?.body.fieldErrors.photo).toMatch(/^Each image must be .* or smaller$/);
    const none = upload((form) => form.append('email', 'ada@example.com'));
    expect((await errorsOf(await readMultipartForm(none, rules, schema)))?.body.fieldErrors.photo).toBe('Choose at least one image');
  });

  // A body streamed in small chunks with no Content-Length, as a socket delivers it. (Node 24's own
  // stream of a FormData body throws from inside undici when it is cancelled halfway, which a request
  // read from the network never does.)
  const streamedUpload = async (fill: (form: FormData) => void) => {
    const serialized = new Response(upload(fill).body, { headers: upload(fill).headers });
    const bytes = new Uint8Array(await serialized.arrayBuffer());
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, (offset += 1024)));
      },
    });
    const headers = { 'content-type': serialized.headers.get('content-type') ?? '' };
    return new Request('http://localhost/api/vst/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  };

  it('answers 413 past the body limit, whatever Content-Length says', async () => {
    const big = await streamedUpload((form) => form.append('photo', new File([PNG, new Uint8Array(8000)], 'big.png')));
    expect((await errorsOf(await readMultipartForm(big, rules, schema)))?.status).toBe(413);
  });

  it('refuses a file in a text field and a body that is not multipart', async () => {
    const fileAsText = upload((form) => form.append('email', new File([PNG], 'x.png')));
    expect((await errorsOf(await readMultipartForm(fileAsText, rules, schema)))?.status).toBe(400);
    const json = new Request('http://localhost/x', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect((await errorsOf(await readMultipartForm(json, rules, schema)))?.status).toBe(415);
  });

  it('puts schema messages under their fields, together with the file checks', async () => {
    const result = await readMultipartForm(upload((form) => form.append('photo', new File([GIF], 'a.gif'))), rules, schema);
    expect((await errorsOf(result))?.body.fieldErrors).toEqual({ email: expect.any(String) });
    const both = await readMultipartForm(upload((form) => form.append('photo', new File([text('<svg/>')], 'a.gif'))), rules, schema);
    expect((await errorsOf(both))?.body.fieldErrors).toEqual({ email: expect.any(String), photo: 'Only PNG, JPEG, WebP or GIF images are accepted' });
  });

  it('accepts a PDF only where the field allows documents', async () => {
    const pdf = () => upload((form) => {
      form.append('email', 'ada@example.com');
      form.append('photo', new File([text('%PDF-1.7\n')], 'bill.pdf', { type: 'application/pdf' }));
    });
    const documents = { ...rules, files: { photo: { ...rules.files.photo, allowPdf: true } } };
    const accepted = await readMultipartForm(pdf(), documents, schema);
    expect(accepted.ok && accepted.data.photo[0].type).toBe('application/pdf');
    expect(await errorsOf(await readMultipartForm(pdf(), rules, schema))).toMatchObject({ status: 422, body: { fieldErrors: { photo: 'Only PNG, JPEG, WebP or GIF images are accepted' } } });
  });

  it('refuses an image bomb (a 16,000 x 16,000 PNG of under a megabyte) before it is sent on, from its header', async () => {
    const bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#888' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const roomy = { maxBodyBytes: 2 * 1024 * 1024, files: { photo: { maxFiles: 2, maxFileBytes: 1024 * 1024, required: true } } };
    const sent = upload((form) => {
      form.append('email', 'ada@example.com');
      form.append('photo', new File([new Uint8Array(bomb)], 'plain.png', { type: 'image/png' }));
    });
    const started = Date.now();
    expect(await errorsOf(await readMultipartForm(sent, roomy, schema))).toMatchObject({
      status: 422,
      body: { fieldErrors: { photo: 'Each image must be at most 50 megapixels (for example 8000 x 6000 pixels)' } },
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  }, 60_000);
});
