import { advertTarget } from '@/lib/adverts/sponsored';
import { clientAddress } from '@/server/http/client-address';
import { apiHandler } from '@/server/http/handler';
import { rateLimit } from '@/server/http/rate-limit-guard';
import { recordClick } from '@/server/vst/adverts';

type Context = { params: Promise<{ advertId: string }> };

/**
 * A click on a sponsored slot: counted at the provider, then a 302 to the link stored with the advert.
 * The route takes no address from the browser, so it cannot be made an open redirect; an advert that
 * is unknown, no longer running or without a link (or a provider that cannot say) leads home instead.
 */
export const GET = apiHandler(async (request: Request, { params }: Context) => {
  const { advertId } = await params;
  if (!/^[1-9]\d{0,9}$/.test(advertId) || (await rateLimit('advertEvents').take(request))) return redirect(HOME);
  const clicked = await recordClick(Number(advertId), clientAddress(request));
  const target = clicked.ok ? advertTarget(clicked.data.link) : null;
  return redirect(target ? target.toString() : HOME);
});

const HOME = '/';

/** Never cached: every click is counted. */
const redirect = (location: string) => new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
