import { messages } from '@/lib/messages';
import { deleteAccountSchema } from '@/lib/forms/profile';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { failureResponse, json, jsonError } from '@/server/http/responses';
import { endSession, getSession, signedIn } from '@/server/session';
import { deleteAccount } from '@/server/vst/profile';

/**
 * Deletes the signed-in user's account at the provider and ends the session here: the token is
 * revoked anyway, and nothing of the deleted account may stay in the cookie.
 */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, deleteAccountSchema, 256);
  if (!body.ok) return body.response;
  const session = await getSession();
  const current = await signedIn(session);
  if (!current) return jsonError(401, messages.sessionExpired, { signedOut: true });

  const result = await deleteAccount(current.accessToken);
  if (!result.ok && result.status !== 401) return failureResponse(result);
  await endSession(session);
  if (!result.ok) return jsonError(401, messages.sessionExpired, { signedOut: true });
  return json({ message: result.data.Detail });
});
