/** @jest-environment node */
import { readMultipartForm } from '@/server/http/uploads';
import {
  advertDocumentSchema,
  advertDocumentUploadRules,
  advertRequestSchema,
  emptyAdvertRequest,
  toAdvertFormData,
} from './advert';

const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'logo.png', { type: 'image/png' });
const filled = {
  firstName: 'Ada',
  lastName: 'Eze',
  email: 'ada@example.com',
  phoneNumber: '0803 123 4567',
  companyName: 'Eze Paints',
  companyWebsite: '',
  advert_image: [png()],
  productInformation: 'Weatherproof paint.',
};
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the ADVERTISE WITH US request', () => {
  test('every field but the website is required, with the catalogue message', () => {
    const result = advertRequestSchema.safeParse(emptyAdvertRequest);
    expect(messagesOf(result)).toEqual({
      firstName: 'This is required.',
      lastName: 'This is required.',
      email: 'This is required.',
      phoneNumber: 'This is required.',
      companyName: 'This is required.',
      advert_image: 'Choose one image',
      productInformation: 'This is required.',
    });
  });

  test('a phone needs a digit, product information at most 400 characters, a website must look like one', () => {
    const result = advertRequestSchema.safeParse({ ...filled, phoneNumber: 'call me', productInformation: 'x'.repeat(401), companyWebsite: 'my site' });
    expect(messagesOf(result)).toEqual({
      phoneNumber: 'Phone number must contain a digit',
      productInformation: 'Use at most 400 characters',
      companyWebsite: 'Enter a web address such as example.com',
    });
    expect(advertRequestSchema.safeParse({ ...filled, productInformation: 'x'.repeat(400), companyWebsite: 'https://eze.ng/paint' }).success).toBe(true);
  });

  test('the multipart body leaves out an empty website and carries the image', () => {
    const form = toAdvertFormData(advertRequestSchema.parse(filled));
    expect(form.has('companyWebsite')).toBe(false);
    expect((form.get('advert_image') as File).name).toBe('logo.png');
    expect(form.get('phoneNumber')).toBe('0803 123 4567');
  });
});

describe('the advert document', () => {
  const document = { category: 'Building materials', title: 'Paint sale', description: 'May only', subscription_id: '6' };
  const upload = (file: File, fields: Record<string, string> = document) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    return new Request('http://localhost/api/vst/adverts/uploadAdvertDocument', { method: 'POST', body: form });
  };
  const failureOf = async (result: Awaited<ReturnType<typeof readMultipartForm>>) => (result.ok ? null : (await result.response.json()).fieldErrors);

  test('the category is one of the list; the plan comes as a number; no amount is part of the form', () => {
    const result = advertDocumentSchema.safeParse({ ...document, category: 'Weapons', file: [png()] });
    expect(messagesOf(result)).toEqual({ category: 'Choose a category' });
    const parsed = advertDocumentSchema.parse({ ...document, file: [png()], amount: '1' });
    expect(parsed.subscription_id).toBe(6);
    expect(parsed).not.toHaveProperty('amount');
  });

  test('the BFF accepts the stated formats by their bytes and relabels them', async () => {
    const text = new File(['Grand opening on Saturday'], 'flyer.txt', { type: 'application/octet-stream' });
    const result = await readMultipartForm(upload(text), advertDocumentUploadRules, advertDocumentSchema);
    expect(result.ok && result.data.file[0]).toMatchObject({ name: 'flyer.txt', type: 'text/plain' });
    const video = new File([Uint8Array.from([0, 0, 0, 0x18]), 'ftypmp42'], 'clip.mp4');
    const accepted = await readMultipartForm(upload(video), advertDocumentUploadRules, advertDocumentSchema);
    expect(accepted.ok && accepted.data.file[0]?.type).toBe('video/mp4');
  });

  test('the BFF refuses a page disguised as text or a PDF, with the advert message, and a missing file', async () => {
    const page = new File(['<html><script>alert(1)</script></html>'], 'flyer.pdf', { type: 'application/pdf' });
    expect(await failureOf(await readMultipartForm(upload(page), advertDocumentUploadRules, advertDocumentSchema))).toEqual({
      file: 'Only PNG, JPG, PDF, MP4, AVI or plain-text (TXT) files are accepted',
    });
    const none = new Request('http://localhost/x', { method: 'POST', body: new FormData() });
    expect(await failureOf(await readMultipartForm(none, advertDocumentUploadRules, advertDocumentSchema))).toMatchObject({ file: 'Choose one file' });
  });
});
