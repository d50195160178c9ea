import { z } from 'zod';
import { loginSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { safeRedirectTarget } from '@/lib/redirect-target';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { rateLimit } from '@/server/http/rate-limit-guard';
import { failureResponse, json, jsonError } from '@/server/http/responses';
import { getSession, startSession } from '@/server/session';
import { login } from '@/server/vst/auth';

const loginBodySchema = loginSchema.extend({ next: z.unknown().optional() });

/** `{email, password, next?}` → `{ user, redirectTo }` */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, loginBodySchema);
  if (!body.ok) return body.response;
  const { next, ...credentials } = body.data;
  // Failed attempts are counted per address and per e-mail, registered or not, so a refusal reveals nothing.
  const failedSignIns = rateLimit('signIn');
  const refused = failedSignIns.check(request, credentials.email);
  if (refused) return refused;

  const result = await login(credentials);
  if (!result.ok) {
    // 403 carries the provider's "confirm your account" text; other refusals read the same whatever the cause.
    if (result.status === 400 || result.status === 401) {
      failedSignIns.record(request, credentials.email);
      return jsonError(400, messages.invalidCredentials);
    }
    return failureResponse(result);
  }
  const user = await startSession(await getSession(), result.data.token.access_token, result.data.userInfo);
  return json({ user, redirectTo: safeRedirectTarget(next) });
});
