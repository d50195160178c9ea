import type { Context } from 'hono';
import type { z } from 'zod';
import { validationFailed, type FieldErrors } from './errors';

/** Groups zod's issues by field name, as the web app shows them under the matching inputs. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const byField: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
}

const NUL = '\u0000';
export const NUL_MESSAGE = 'Text must not contain the NUL character';

/** PostgreSQL text cannot hold NUL: a value carrying one would fail its query with a 500. */
export function refuseNul(fields: Record<string, string>): void {
  const holding = Object.keys(fields).filter((field) => fields[field]!.includes(NUL));
  if (holding.length > 0) throw validationFailed(Object.fromEntries(holding.map((field) => [field, [NUL_MESSAGE]])));
}

/** Query values arrive as strings; an empty one means "not given" (the web app drops some, not all). */
export function parseQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value.trim() !== ''));
  refuseNul(given);
  return parseOrThrow(schema, given);
}

/**
 * An empty body is an empty object, so a bare POST gets field messages rather than a parse error. A
 * string holding NUL (`\u0000`) is refused here: PostgreSQL text cannot store it, so a note or comment
 * carrying one failed its insert with a 500.
 */
export async function parseJsonBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  const text = await c.req.text();
  let body: unknown = {};
  let holdsNul = false;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text, (_key, value: unknown) => {
        if (typeof value === 'string' && value.includes(NUL)) holdsNul = true;
        return value;
      });
    } catch {
      throw validationFailed({ body: ['The request body is not valid JSON'] });
    }
  }
  if (holdsNul) throw validationFailed({ body: [NUL_MESSAGE] });
  return parseOrThrow(schema, body);
}
