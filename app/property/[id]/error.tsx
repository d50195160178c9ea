'use client';

/**
 * A property that could not be loaded (the provider down or slow) gets the site's error page, with
 * its retry that fetches the server data again, inside the site layout.
 */
export { default } from '@/app/error';
