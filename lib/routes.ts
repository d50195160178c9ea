/**
 * Which pages need sign-in and which are for signed-out visitors only: one list for proxy.ts,
 * server pages and tests.
 */
export const LOGIN_PATH = '/login';

/** A path is protected when it equals one of these or lies below it. */
export const protectedPrefixes = [
  '/dashboard',
  '/join_as_pro',
  '/home-service/edit',
  '/property-info',
  '/property-view/subscription',
  '/property-advert/subscription',
  '/finance/paymentprofile',
  '/dashboard/paymentprofile',
  // The paid advert belongs to an account: visitors sign in and come back with the plan or advert id.
  '/advert/upload',
  '/advert/payment',
  // Booking an inspection: visitors sign in and come back with the slot they picked.
  '/inspection',
] as const;

/** Pages a signed-in user has no use for; they go to the dashboard instead. */
export const guestOnlyPaths = ['/login', '/register', '/forgot-password', '/reset_password'] as const;

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isProtectedPath(pathname: string): boolean {
  return protectedPrefixes.some((prefix) => underPrefix(pathname, prefix));
}

export function isGuestOnlyPath(pathname: string): boolean {
  return guestOnlyPaths.some((path) => underPrefix(pathname, path));
}

/** `/login?next=<the page asked for>` */
export function loginPathFor(pathAndQuery: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ next: pathAndQuery })}`;
}
