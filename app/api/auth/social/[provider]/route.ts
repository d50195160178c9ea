import { socialCallbackSchema, socialProviderSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { readJsonBody } from '@/server/http/body';
import { apiHandler } from '@/server/http/handler';
import { failureResponse, json, jsonError } from '@/server/http/responses';
import { getSession, startSession } from '@/server/session';
import { sameState, socialRedirectUri } from '@/server/social';
import { socialLogin } from '@/server/vst/auth';

type Context = { params: Promise<{ provider: string }> };

/** `{code, state}` from `/social_auth/{provider}` → `{ user, redirectTo }` once the state matches ours. */
export const POST = apiHandler(async (request, { params }: Context) => {
  const provider = socialProviderSchema.safeParse((await params).provider);
  if (!provider.success) return jsonError(404, messages.notFound);
  const body = await readJsonBody(request, socialCallbackSchema);
  if (!body.ok) return jsonError(400, messages.socialSignInFailed);

  const session = await getSession();
  const expected = session.socialState;
  // A state is good for one attempt, whatever its outcome.
  delete session.socialState;
  await session.save();
  if (!expected || expected.provider !== provider.data || !sameState(expected.state, body.data.state)) {
    return jsonError(400, messages.socialSignInFailed);
  }

  const result = await socialLogin({
    provider: provider.data,
    code: body.data.code,
    redirect_uri: socialRedirectUri(provider.data),
    ...(expected.codeVerifier ? { code_verifier: expected.codeVerifier } : {}),
  });
  if (!result.ok) return result.status >= 500 ? failureResponse(result) : jsonError(400, messages.socialSignInFailed);
  const user = await startSession(session, result.data.token.access_token, result.data.userInfo);
  return json({ user, redirectTo: expected.next });
});
