import { socialProviderSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { safeRedirectTarget } from '@/lib/redirect-target';
import { apiHandler } from '@/server/http/handler';
import { jsonError } from '@/server/http/responses';
import { getSession } from '@/server/session';
import { authorizeUrl, newSocialState } from '@/server/social';

type Context = { params: Promise<{ provider: string }> };

/** `?next=` → 302 to the provider's authorization page, with a fresh state remembered in the session. */
export const GET = apiHandler(async (request, { params }: Context) => {
  const provider = socialProviderSchema.safeParse((await params).provider);
  if (!provider.success) return jsonError(404, messages.notFound);

  const state = newSocialState();
  const session = await getSession();
  session.socialState = {
    state,
    provider: provider.data,
    next: safeRedirectTarget(new URL(request.url).searchParams.get('next')),
  };
  await session.save();
  return new Response(null, {
    status: 302,
    headers: { Location: authorizeUrl(provider.data, state), 'Cache-Control': 'no-store' },
  });
});
