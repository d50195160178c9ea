/** The navigation bar's public links, in the order the product set. */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/properties', label: 'Properties' },
  { href: '/sell', label: 'Sell' },
  { href: '/services', label: 'Home Services' },
  { href: '/finance', label: 'Manage Finance' },
  { href: '/mortgage', label: 'Mortgage' },
  { href: '/advert', label: 'Advertise' },
] as const;

/** Shown only to signed-in users, after the public links. */
export const dashboardLink = { href: '/dashboard', label: 'My Home' } as const;

/** Whether `href` is the section the visitor is in: '/' only on the home page, others with their sub-pages. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
