import { registerSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { rateLimit } from '@/server/http/rate-limit-guard';
import { failureResponse, json } from '@/server/http/responses';
import { register } from '@/server/vst/auth';

/** → 201 `{ message }` (the provider's Detail), or 422 with field errors. */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, registerSchema);
  if (!body.ok) return body.response;
  // Every registration e-mails the address (a welcome or an "already registered" note): limit both sides.
  const refused = await rateLimit('register').take(request, body.data.email);
  if (refused) return refused;
  const result = await register(body.data);
  if (!result.ok) return failureResponse(result, result.fieldErrors ? messages.reviewFieldErrors : result.detail);
  return json({ message: result.data.Detail }, 201);
});
