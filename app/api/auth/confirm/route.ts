import { confirmAccountSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { failureResponse, json, jsonError } from '@/server/http/responses';
import { getSession, startSession } from '@/server/session';
import { confirmAccount } from '@/server/vst/auth';

/** `{reference}` from the e-mailed link → confirms the account and signs the user in. */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, confirmAccountSchema);
  if (!body.ok) return jsonError(400, messages.linkExpired);
  const result = await confirmAccount(body.data.reference);
  if (!result.ok) return result.status >= 500 ? failureResponse(result) : jsonError(400, messages.linkExpired);
  const user = await startSession(await getSession(), result.data.token.access_token, result.data.userInfo);
  return json({ message: messages.accountVerified, user });
});
