import type { MetadataRoute } from 'next';
import { serverEnv } from '@/server/env';

/**
 * Private, one-time and API addresses stay out of search engines; everything else is open. The login
 * page is open on purpose: people search for "NaijaHomes login", and it holds nothing private.
 */
const PRIVATE_PATHS = [
  '/dashboard', '/api/', '/register', '/forgot-password', '/reset_password', '/payments/', '/account/', '/social_auth/', '/listing/confirm', '/bookings/confirm', '/enquiries/confirm', '/inspection/',
  // The internal routes public pages are rendered at (lib/cached-views.ts); crawlers know them by their public URLs.
  '/views/',
];

// Built per request so the sitemap address follows APP_URL at run time, not at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: new URL('/sitemap.xml', serverEnv().appUrl).toString(),
  };
}
