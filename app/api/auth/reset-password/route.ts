import { resetPasswordSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { failureResponse, json, jsonError } from '@/server/http/responses';
import { getSession } from '@/server/session';
import { resetPassword } from '@/server/vst/auth';

/** `{password, password_confirmation}` → sets the new password with the link's token from the session. */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, resetPasswordSchema);
  if (!body.ok) return body.response;
  const session = await getSession();
  const link = session.resetToken;
  if (!link) return jsonError(400, messages.linkExpired);

  const result = await resetPassword({ ...body.data, email: link.email, userID: link.userID }, link.token);
  if (!result.ok) {
    if (result.status >= 500) return failureResponse(result);
    return failureResponse({ ...result, status: 400 }, messages.invalidCredentials);
  }
  // The provider revoked every other token of this user, so no signed-in session of theirs survives either.
  session.destroy();
  return json({ message: messages.resetSuccess });
});
