import { bannerPageSchema } from '@/lib/vst/reference';
import { shareText } from '@/lib/messages/share';
import { readPublicMedia } from '@/server/media';
import { notFoundPreview, sharePreviewOf } from '@/server/share/preview-image';
import { getBanner } from '@/server/vst/reference';

/**
 * The share preview of a section page (home, listings, finance, mortgage, tips, services): its banner
 * photo and title. Cached like the banner (revalidateSeconds.reference).
 */
export const revalidate = 3600;
export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const page = bannerPageSchema.safeParse((await params).page);
  if (!page.success) return notFoundPreview();
  return sharePreviewOf(await getBanner(page.data), async ({ banner }) => ({
    photo: await readPublicMedia(banner.primary_image),
    title: banner.title,
    details: [shareText.tagline],
  }));
}
