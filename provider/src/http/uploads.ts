import { bodyLimit } from 'hono/body-limit';
import { advertDocumentTypeOf, type AdvertDocumentType } from './advertDocumentType';
import { hasTooManyPixels, MAX_IMAGE_PIXELS, withoutPrivateMetadata } from './imageMetadata';
import { documentTypeOf, imageTypeOf, type DocumentType } from './imageType';
import { REQUIRED } from './fields';

/** An uploaded file whose bytes were checked: its detected type, never the one the browser declared; an image without its private metadata. */
export type CheckedFile = { bytes: Buffer; type: DocumentType | AdvertDocumentType; name: string };

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const ACCEPTED = {
  image: { typeOf: imageTypeOf, refusal: 'is not a PNG, JPEG, WebP or GIF image' },
  document: { typeOf: documentTypeOf, refusal: 'is not a PDF or a PNG, JPEG, WebP or GIF image' },
  advert: { typeOf: advertDocumentTypeOf, refusal: 'is not a PNG, JPG, PDF, MP4, AVI or plain-text file' },
} as const;

export type FileRule = {
  accept: keyof typeof ACCEPTED;
  /** 0 makes the field optional. */
  min: number;
  max: number;
  /** Bytes per file; MAX_UPLOAD_BYTES unless given (advert videos may be larger). */
  maxBytes?: number;
};

/** Reads one file field: between `min` and `max` files, each of the accepted kind by its bytes, at most 5 MB and, an image, 50 megapixels. */
export async function checkedFiles(files: File[] | undefined, rule: FileRule): Promise<{ files: CheckedFile[]; errors: string[] }> {
  const given = files ?? [];
  if (given.length < rule.min) return { files: [], errors: [REQUIRED] };
  if (given.length > rule.max) {
    return { files: [], errors: [rule.max === 1 ? 'Choose one file' : `Choose at most ${rule.max} files`] };
  }
  const { typeOf, refusal } = ACCEPTED[rule.accept];
  const checked: CheckedFile[] = [];
  const errors: string[] = [];
  const maxBytes = rule.maxBytes ?? MAX_UPLOAD_BYTES;
  for (const file of given) {
    if (file.size > maxBytes) {
      errors.push(`${file.name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      continue;
    }
    const sent = Buffer.from(await file.arrayBuffer());
    const type = typeOf(sent);
    if (!type) {
      errors.push(`${file.name} ${refusal}`);
      continue;
    }
    if (await hasTooManyPixels(sent, type)) {
      errors.push(`${file.name} is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 8000 x 6000)`);
      continue;
    }
    // Every upload goes through here, so no image is stored with its GPS position or camera serial.
    const bytes = await withoutPrivateMetadata(sent, type);
    if (bytes) checked.push({ bytes, type, name: file.name });
    else errors.push(`${file.name} could not be read as an image`);
  }
  return { files: checked, errors };
}

/** Upload routes skip the app's 1 MB JSON limit and set their own with this. */
export const uploadBodyLimit = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ Detail: `The upload is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB in all, 5 MB per file)` }, 413),
  });
