import type { BannerPage } from '@/lib/vst/reference';

/**
 * Sharing a page: its preview image (og:image, drawn by the routes under app/og/) and the WhatsApp
 * link. Messaging apps show neither SVG nor small images, so every public page names a 1200x630 JPEG.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The preview of a page, for its metadata's `openGraph.images` and `twitter.images`. */
export function shareImage(path: string, alt: string) {
  return { url: path, alt, ...SHARE_IMAGE };
}

/** The open-graph and X card parts every public page shares: its preview, shown large. */
export function sharePreviewMetadata(path: string, alt: string) {
  const images = [shareImage(path, alt)];
  return { images, twitter: { card: 'summary_large_image' as const, images } };
}

/** `https://wa.me/?text=…`: WhatsApp opens with the text and the page's address, to send to anyone. */
export function whatsAppShareHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** The preview of a section page, drawn from its banner (app/og/banner/[page]). */
export function bannerSharePreview(page: BannerPage, alt: string) {
  return sharePreviewMetadata(`/og/banner/${page}`, alt);
}
