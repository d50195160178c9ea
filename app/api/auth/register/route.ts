import { z } from 'zod';
import { registerSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { DEFAULT_AFTER_SIGN_IN, safeRedirectTarget } from '@/lib/redirect-target';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { rateLimit } from '@/server/http/rate-limit-guard';
import { failureResponse, json } from '@/server/http/responses';
import { register } from '@/server/vst/auth';

const registerBodySchema = registerSchema.extend({ next: z.unknown().optional() });

/**
 * `{...form, next?}` → 201 `{ message }` (the provider's Detail), or 422 with field errors. `next`, a
 * same-site path once checked, rides in the confirmation link (docs/provider-contract.md, register).
 */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, registerBodySchema);
  if (!body.ok) return body.response;
  const { next, ...form } = body.data;
  const target = safeRedirectTarget(next);
  // Every registration e-mails the address (a welcome or an "already registered" note): limit both sides.
  const refused = await rateLimit('register').take(request, form.email);
  if (refused) return refused;
  const result = await register(target === DEFAULT_AFTER_SIGN_IN ? form : { ...form, next: target });
  if (!result.ok) return failureResponse(result, result.fieldErrors ? messages.reviewFieldErrors : result.detail);
  return json({ message: result.data.Detail }, 201);
});
