import { tipsText } from '@/lib/messages/tips';
import { readPublicMedia } from '@/server/media';
import { sharePreviewOf } from '@/server/share/preview-image';
import { getTipDetail } from '@/server/vst/tips';

/** A tip's share preview: its picture and title. Cached like the article (revalidateSeconds.tips). */
export const revalidate = 300;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return sharePreviewOf(await getTipDetail({ slug: decodeURIComponent(slug) }), async ({ tip }) => ({
    photo: await readPublicMedia(tip.image_link),
    title: tip.title,
    details: [tipsText.title],
  }));
}
