import 'server-only';
import sharp from 'sharp';
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { uploadText } from '@/lib/messages/upload';
import { MAX_INPUT_PIXELS } from '@/server/images/resize';
import type { BodyResult } from './body';
import { readLimitedBody } from './limited-body';
import { jsonError } from './responses';

/**
 * Multipart uploads: the body size is capped while it is read, each file field has its own count and
 * size limits, and a file's type is decided by its first bytes, never by its name or declared type.
 */

const MEGABYTE = 1024 * 1024;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes are, or null: HTML, SVG, scripts and everything else are not images. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  return null;
}

export type FileFieldRule = {
  maxFiles: number;
  maxFileBytes: number;
  required: boolean;
  /** PDF documents are accepted beside images (ID cards, bills, property documents). */
  allowPdf?: boolean;
  /** A field with formats of its own instead of images (advert documents): its sniffer and messages. */
  kind?: FileKind;
};

export type FileKind = {
  /** The type the bytes are, or null when they are none of the field's formats. */
  typeOf(bytes: Uint8Array): string | null;
  required: string;
  tooLarge: string;
  refusal: string;
};

/** A PDF starts with `%PDF-`; the provider stores it as `application/pdf`. */
export function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii('%PDF-'));
}
export type MultipartRules = { maxBodyBytes: number; files: Record<string, FileFieldRule> };

/** Text fields (first value each) and the checked files of each declared file field. */
export type MultipartFields = Record<string, string | File[]>;

const refuse = (status: number, message: string, fieldErrors?: Record<string, string>): { ok: false; response: Response } => ({
  ok: false,
  response: jsonError(status, message, fieldErrors ? { fieldErrors } : {}),
});

/**
 * Reads a multipart body within `rules`, then checks its fields with `schema`. Invalid fields answer
 * 422 with the first message per field, as the forms show them.
 */
export async function readMultipartForm<Schema extends z.ZodType>(
  request: Request,
  rules: MultipartRules,
  schema: Schema,
): Promise<BodyResult<z.output<Schema>>> {
  const read = await readMultipartFields(request, rules);
  if (!read.ok) return read;
  const { fields, fileErrors } = read.data;
  const parsed = schema.safeParse(fields);
  if (parsed.success && Object.keys(fileErrors).length === 0) return { ok: true, data: parsed.data };
  // Every field's message at once: the file checks' (more precise) and the schema's for the rest.
  const schemaErrors = parsed.success ? {} : (z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
  const fieldErrors = Object.fromEntries(Object.entries(schemaErrors).map(([field, list]) => [field, list[0]]));
  return refuse(422, messages.reviewFieldErrors, { ...fieldErrors, ...fileErrors });
}

type ReadFields = { fields: MultipartFields; fileErrors: Record<string, string> };

async function readMultipartFields(request: Request, rules: MultipartRules): Promise<BodyResult<ReadFields>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return refuse(415, messages.invalidRequest);
  if (Number(request.headers.get('content-length') ?? 0) > rules.maxBodyBytes) return refuse(413, messages.requestTooLarge);

  const body = await readLimitedBody(request, rules.maxBodyBytes);
  if (body === null) return refuse(413, messages.requestTooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return refuse(400, messages.invalidRequest);
  }

  const fields: MultipartFields = {};
  const fileErrors: Record<string, string> = {};
  for (const [name, value] of form) {
    const rule = rules.files[name];
    // A file where text is expected (or the reverse) is a malformed request, not a user mistake.
    if ((typeof value === 'string') === Boolean(rule)) return refuse(400, messages.invalidRequest);
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  for (const [name, rule] of Object.entries(rules.files)) {
    const checked = await checkFiles(form.getAll(name) as File[], rule);
    if (typeof checked === 'string') fileErrors[name] = checked;
    else fields[name] = checked;
  }
  return { ok: true, data: { fields, fileErrors } };
}

/**
 * True when the image's header names more pixels than the site decodes (a PNG of one colour holds
 * 16,000 x 16,000 pixels in under a megabyte), so it is refused before it is sent on. Read from the
 * header only; a header sharp cannot read is left to the provider, which decodes every image.
 */
async function hasTooManyPixels(bytes: Uint8Array): Promise<boolean> {
  try {
    const { width = 0, height = 0, pages = 1, pageHeight } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width * (pageHeight ?? height) * pages > MAX_INPUT_PIXELS;
  } catch {
    return false;
  }
}

/**
 * The files relabelled with the type their bytes show, or the message for the field. The relabelled
 * file shares the parsed one's bytes (a Blob made of a Blob is not a copy): an upload is held in
 * memory as few times as it can be.
 */
async function checkFiles(files: File[], rule: FileFieldRule): Promise<File[] | string> {
  const chosen = files.filter((file) => file.size > 0 || file.name !== '');
  if (chosen.length === 0) return rule.required ? (rule.kind?.required ?? uploadText.imagesRequired) : [];
  if (chosen.length > rule.maxFiles) return uploadText.tooManyImages(rule.maxFiles);
  const checked: File[] = [];
  for (const file of chosen) {
    if (file.size > rule.maxFileBytes) return rule.kind?.tooLarge ?? uploadText.imageTooLarge(rule.maxFileBytes / MEGABYTE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (rule.kind) {
      const type = rule.kind.typeOf(bytes);
      if (!type) return rule.kind.refusal;
      if (sniffImageType(bytes) && (await hasTooManyPixels(bytes))) return uploadText.imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000);
      checked.push(new File([file], file.name, { type }));
      continue;
    }
    const imageType = sniffImageType(bytes);
    const type = imageType ?? (rule.allowPdf && isPdf(bytes) ? 'application/pdf' : null);
    if (!type) return rule.allowPdf ? uploadText.notAnImageOrPdf : uploadText.notAnImage;
    if (imageType && (await hasTooManyPixels(bytes))) return uploadText.imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000);
    checked.push(new File([file], file.name, { type }));
  }
  return checked;
}
