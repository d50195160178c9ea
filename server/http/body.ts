import 'server-only';
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { readLimitedBody } from './limited-body';
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
  const body = await readLimitedBody(request, maxBytes);
  const text = body === null ? null : await body.text();
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

function firstIssuePerField(issues: z.core.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
