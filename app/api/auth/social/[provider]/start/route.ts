import { socialProviderSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { apiHandler } from '@/server/http/handler';
import { jsonError } from '@/server/http/responses';
import { getSession } from '@/server/session';
import { socialReturnTarget, startSocialAuthorization } from '@/server/social';

type Context = { params: Promise<{ provider: string }> };

/**
 * `?next=` (or the `next` of the sign-in page it was followed from: socialReturnTarget) → 302 to the
 * network's authorization page, with a fresh state (and PKCE verifier) remembered in the session; 404
 * for a network that is not offered.
 */
export const GET = apiHandler(async (request, { params }: Context) => {
  const provider = socialProviderSchema.safeParse((await params).provider);
  if (!provider.success) return jsonError(404, messages.notFound);

  const authorization = startSocialAuthorization(provider.data);
  if (!authorization) return jsonError(404, messages.notFound);
  const session = await getSession();
  session.socialState = {
    state: authorization.state,
    ...(authorization.codeVerifier ? { codeVerifier: authorization.codeVerifier } : {}),
    provider: provider.data,
    next: socialReturnTarget(new URL(request.url).searchParams.get('next'), request.headers.get('referer')),
  };
  await session.save();
  return new Response(null, {
    status: 302,
    headers: { Location: authorization.url, 'Cache-Control': 'no-store' },
  });
});
