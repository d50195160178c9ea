import type { MetadataRoute } from 'next';

/**
 * The web app manifest (`/manifest.webmanifest`, linked from every page by Next): what a phone needs
 * to offer installing the site as an app. The icons come from scripts/make-app-icons.mjs.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'NaijaHomes — homes to buy and rent in Nigeria',
    short_name: 'NaijaHomes',
    description: 'Find houses, flats and land to buy or rent across Nigeria, priced in naira.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f7f9fa',
    theme_color: '#0b6e4f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
