import { forgotPasswordSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { rateLimit } from '@/server/http/rate-limit-guard';
import { failureResponse, json } from '@/server/http/responses';
import { requestPasswordReset } from '@/server/vst/auth';

/** `{email}` → `{ message }` (the provider's Detail, the same whether or not the account exists). */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, forgotPasswordSchema);
  if (!body.ok) return body.response;
  // Counted whether or not the address is registered, so a refusal reveals nothing either.
  const refused = await rateLimit('forgotPassword').take(request, body.data.email);
  if (refused) return refused;
  const result = await requestPasswordReset(body.data);
  if (!result.ok) return failureResponse(result, messages.resetRequestFailed);
  return json({ message: result.data.Detail });
});
