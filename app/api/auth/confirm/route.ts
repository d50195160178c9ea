import { confirmAccountSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { failureResponse, json, jsonError } from '@/server/http/responses';
import { confirmAccount, logout } from '@/server/vst/auth';

/**
 * `{reference}` from the e-mailed link → confirms the account, `{ message, email }`. It never signs
 * anyone in: whoever opens a link is not necessarily its owner (a victim sent an attacker's link would
 * otherwise work in the attacker's account), so the session, signed in or not, stays as it was and
 * the page asks for the password. The token the provider hands out with the confirmation is unused,
 * so it is revoked at once (best effort: it is held nowhere).
 */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, confirmAccountSchema);
  if (!body.ok) return jsonError(400, messages.linkExpired);
  const result = await confirmAccount(body.data.reference);
  if (!result.ok) return result.status >= 500 ? failureResponse(result) : jsonError(400, messages.linkExpired);
  await logout(result.data.token.access_token);
  return json({ message: messages.accountVerified, email: result.data.userInfo.email });
});
