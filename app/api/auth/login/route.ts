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
  // Every attempt is counted before the provider is asked, so a burst of parallel guesses cannot all
  // pass the check while the first ones are still waiting; an attempt that signs in gives its count
  // back. Counted per address and per e-mail, registered or not, so a refusal reveals nothing.
  const signInAttempts = rateLimit('signIn');
  const refused = await signInAttempts.take(request, credentials.email);
  if (refused) return refused;

  const result = await login(credentials);
  // 400/401: a wrong password or an unknown e-mail, which keeps its count and reads the same whatever the cause.
  if (!result.ok && (result.status === 400 || result.status === 401)) return jsonError(400, messages.invalidCredentials);
  // Only a sign-in gives the count back. A 403 "confirm your account" keeps it: given back, it let
  // anyone holding an unconfirmed account's password poll without limit for the moment it was
  // confirmed. A provider that failed (5xx, timeout) keeps it too, so an outage is not a way round the limit.
  if (result.ok) await signInAttempts.release(request, credentials.email);
  if (!result.ok) return failureResponse(result);
  const user = await startSession(await getSession(), result.data.token.access_token, result.data.userInfo);
  return json({ user, redirectTo: safeRedirectTarget(next) });
});
