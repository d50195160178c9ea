import type { tips } from '../db/schema';
import { fileLink } from './fileLink';

/** The contract's Tip. The HTML body is passed as stored; the web app sanitizes it before rendering. */
export function toTip(tip: typeof tips.$inferSelect, publicUrl: string) {
  return {
    id: tip.id,
    slug: tip.slug,
    title: tip.title,
    excerpt: tip.excerpt,
    body: tip.bodyHtml,
    image_link: fileLink(publicUrl, tip.imageKey),
    date_posted: tip.postedAt.toISOString(),
    posted_by: { name: tip.author },
    read_minutes: tip.readMinutes,
  };
}
