import type { Context } from 'hono';
import { validationFailed } from './errors';
import { refuseNul } from './validation';

export type MultipartForm = {
  /** The first value of each text field. */
  text: Record<string, string>;
  /** Every value of each text field, for repeated fields (a listing's `features`). */
  textLists: Record<string, string[]>;
  /** Every file of each field, in the order sent; empty file inputs are left out. */
  files: Record<string, File[]>;
};

/** Browsers send an untouched file input as a part with no name and no bytes. */
const isChosenFile = (file: File) => file.size > 0 || file.name !== '';

export async function parseMultipartBody(c: Context): Promise<MultipartForm> {
  if (!c.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw validationFailed({ body: ['Send the form as multipart/form-data'] });
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw validationFailed({ body: ['The request body is not valid multipart form data'] });
  }
  const form: MultipartForm = { text: {}, textLists: {}, files: {} };
  for (const [field, value] of Object.entries(body)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') {
        form.text[field] ??= part;
        (form.textLists[field] ??= []).push(part);
      } else if (isChosenFile(part)) (form.files[field] ??= []).push(part);
    }
  }
  refuseNul(Object.fromEntries(Object.entries(form.textLists).map(([field, values]) => [field, values.join('')])));
  return form;
}
