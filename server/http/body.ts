import 'server-only';
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { jsonError } from './responses';

export const DEFAULT_MAX_JSON_BYTES = 16 * 1024;

export type BodyResult<Data> = { ok: true; data: Data } | { ok: false; response: Response };

/**
 * Reads a JSON body no larger than `maxBytes` and checks it with `schema`. Invalid fields answer 422
 * with the first message per field, as the forms show them.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  maxBytes: number = DEFAULT_MAX_JSON_BYTES,
): Promise<BodyResult<z.output<Schema>>> {
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > maxBytes) return { ok: false, response: jsonError(413, messages.requestTooLarge) };
  const text = await readLimitedText(request, maxBytes);
  if (text === null) return { ok: false, response: jsonError(413, messages.requestTooLarge) };

  let value: unknown;
  try {
    value = text === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, messages.invalidRequest) };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: jsonError(422, messages.reviewFieldErrors, { fieldErrors: firstIssuePerField(parsed.error.issues) }),
  };
}

/** The body as text, or null once it passes `maxBytes` (a chunked body may have no Content-Length). */
async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function firstIssuePerField(issues: z.core.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
