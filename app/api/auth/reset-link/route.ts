import { resetLinkSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { failureResponse, json, jsonError } from '@/server/http/responses';
import { getSession } from '@/server/session';
import { lookupPasswordReset } from '@/server/vst/auth';

/** `{token, email}` from the e-mailed link → `{ email }`; the reset token stays in the session. */
export const POST = apiHandler(async (request) => {
  const body = await readJsonBody(request, resetLinkSchema);
  if (!body.ok) return jsonError(400, messages.linkExpired);
  const session = await getSession();
  // The provider uses a link up when it is looked up; a reload of the same page must still work.
  if (session.resetToken?.link === body.data.token) return json({ email: session.resetToken.email });
  const result = await lookupPasswordReset(body.data);
  if (!result.ok) {
    // An outage is not an expired link: say what really happened.
    return result.status >= 500 ? failureResponse(result) : jsonError(400, messages.linkExpired);
  }
  const { userID, email } = result.data.userInfo;
  session.resetToken = { token: result.data.token.access_token, userID, email, link: body.data.token };
  await session.save();
  return json({ email });
});
