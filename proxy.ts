import { NextResponse, type NextRequest } from 'next/server';
import { cachedViewPath } from '@/lib/cached-views';
import { isGuestOnlyPath, isProtectedPath, loginPathFor } from '@/lib/routes';
import { SESSION_COOKIE_NAMES, sealedSessionIsSignedIn } from '@/server/session-cookie';

/**
 * Two jobs. Public pages that vary by query are rewritten to their cached view route
 * (lib/cached-views.ts). And optimistic sign-in routing: signed-out visitors of protected pages go to /login (and come
 * back after), signed-in visitors of the auth pages go to /dashboard. Pages and route handlers still
 * check the session next to the data; this only saves a round trip.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
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
  return NextResponse.next();
}

async function isSignedIn(request: NextRequest): Promise<boolean> {
  for (const name of SESSION_COOKIE_NAMES) {
    if (await sealedSessionIsSignedIn(request.cookies.get(name)?.value)) return true;
  }
  return false;
}

export const config = {
  matcher: [
    '/properties',
    '/properties/buy',
    '/properties/rent',
    '/all_properties',
    '/tipsandguides',
    '/dashboard/:path*',
    '/join_as_pro/:path*',
    '/home-service/edit/:path*',
    '/property-info/:path*',
    '/property-view/subscription/:path*',
    '/property-advert/subscription/:path*',
    '/finance/paymentprofile/:path*',
    '/advert/upload/:path*',
    '/advert/payment/:path*',
    '/login',
    '/register',
    '/forgot-password',
    '/reset_password',
  ],
};
