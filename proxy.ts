import { NextResponse, type NextRequest } from 'next/server';
import { cachedViewPath, canonicalViewHref, signInViewPath } from '@/lib/cached-views';
import { isGuestOnlyPath, isProtectedPath, loginPathFor } from '@/lib/routes';
import { SESSION_COOKIE_NAMES, sealedSessionIsSignedIn } from '@/server/session-cookie';

/**
 * Two jobs. Public pages whose query selects another view are rewritten to that cached view
 * (lib/cached-views.ts), or first redirected to the address the page itself writes for that view
 * when the query spells it another way (junk values, out of order): answered here, before the page
 * cache, a stream of made-up queries adds no entries to it. And optimistic sign-in routing: signed-out visitors of protected pages go to /login (and come
 * back after), signed-in visitors of the auth pages go to /dashboard. Pages and route handlers still
 * check the session next to the data; this only saves a round trip. The login and sign-up pages are
 * cached views themselves: a visitor holding a session cookie reaches them from here once it has been
 * looked at, one without by next.config's rewrite.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const canonical = canonicalViewHref(pathname, search);
  if (canonical) return NextResponse.redirect(new URL(canonical, request.url));
  const view = cachedViewPath(pathname, search);
  if (view) return NextResponse.rewrite(new URL(view, request.url));

  const protectedPage = isProtectedPath(pathname);
  const guestOnlyPage = isGuestOnlyPath(pathname);
  if (!protectedPage && !guestOnlyPage) return NextResponse.next();

  const signedIn = await isSignedIn(request);
  if (protectedPage && !signedIn) {
    return NextResponse.redirect(new URL(loginPathFor(`${pathname}${search}`), request.url));
  }
  if (guestOnlyPage && signedIn) {
    return NextResponse.redirect(new URL('/dashboard', request.url));
  }
  const signInView = signInViewPath(pathname);
  return signInView ? NextResponse.rewrite(new URL(signInView, request.url)) : NextResponse.next();
}

async function isSignedIn(request: NextRequest): Promise<boolean> {
  for (const name of SESSION_COOKIE_NAMES) {
    if (await sealedSessionIsSignedIn(request.cookies.get(name)?.value)) return true;
  }
  return false;
}

export const config = {
  // Literal, because Next reads it at build time (no helpers, no spreads). Cached views run the proxy
  // only when their query selects another view (lib/view-routes.mjs lists the names; proxy.test.ts
  // checks both agree), except one name alone with a plain value, which a rewrite in next.config.mjs
  // takes to its view (`plainValue`): those names run it only for other values.
  matcher: [
    { source: '/properties', has: [{ type: 'query', key: 'transaction_type' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'property_type_id' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'property_category_id' }] },
    { source: '/properties', has: [{ type: 'query', key: 'state_id' }] },
    { source: '/properties/:kind(buy|rent)', has: [{ type: 'query', key: 'state_id', value: '(?![1-9][0-9]{0,8}$).+' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'min_price' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'max_price' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'no_bedroom' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'no_bathroom' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'no_toilet' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'no_car_parking' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'verified_only' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'responsive_only' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'band_a_or_b' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'prepaid_meter' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'no_flooding' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'water_on_site' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'page_type' }] },
    { source: '/properties/:kind(buy|rent)?', has: [{ type: 'query', key: 'page' }] },
    { source: '/all_properties', has: [{ type: 'query', key: 'type' }] },
    { source: '/all_properties', has: [{ type: 'query', key: 'page' }] },
    { source: '/tipsandguides', has: [{ type: 'query', key: 'page' }] },
    { source: '/tipsandguides', has: [{ type: 'query', key: 'query', value: '(?!(?=.{1,100}$)[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$).+' }] },
    { source: '/services', has: [{ type: 'query', key: 'category', value: '(?![a-z0-9-]{1,100}$).+' }] },
    { source: '/services', has: [{ type: 'query', key: 'page' }] },
    { source: '/home-service-pro/details', has: [{ type: 'query', key: 'id', value: '(?![1-9][0-9]{0,9}$).+' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'tab' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'calculate' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'price' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'down' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'rate' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'years' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'deposit' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'months' }] },
    { source: '/finance/paymentoptions', has: [{ type: 'query', key: 'markup' }] },
    { source: '/compare', has: [{ type: 'query', key: 'ids', value: '(?![1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9}){0,4}$).+' }] },
    '/dashboard/:path*',
    '/join_as_pro/:path*',
    '/home-service/edit/:path*',
    '/property-info/:path*',
    '/property-view/subscription/:path*',
    '/property-advert/subscription/:path*',
    '/finance/paymentprofile/:path*',
    '/advert/upload/:path*',
    '/advert/payment/:path*',
    '/inspection/:path*',
    // Pages for signed-out visitors, whose only use of the proxy is sending signed-in ones to the
    // dashboard: it runs only for a visitor holding a session cookie (lib/routes.ts guestOnlyPaths;
    // server/session-cookie.ts SESSION_COOKIE_NAMES), not for every visitor (its cost is more than the
    // page's, npm run bench). Without one, next.config.mjs takes the login and sign-up pages to their views.
    { source: '/login', has: [{ type: 'cookie', key: 'nh_session' }] },
    { source: '/login', has: [{ type: 'cookie', key: '__Host-nh_session' }] },
    { source: '/register', has: [{ type: 'cookie', key: 'nh_session' }] },
    { source: '/register', has: [{ type: 'cookie', key: '__Host-nh_session' }] },
    { source: '/forgot-password', has: [{ type: 'cookie', key: 'nh_session' }] },
    { source: '/forgot-password', has: [{ type: 'cookie', key: '__Host-nh_session' }] },
    { source: '/reset_password', has: [{ type: 'cookie', key: 'nh_session' }] },
    { source: '/reset_password', has: [{ type: 'cookie', key: '__Host-nh_session' }] },
  ],
};
