import { readPublicMedia } from '@/server/media';
import { sharePreviewById } from '@/server/share/preview-image';
import { getHomeService } from '@/server/vst/services';

/** A professional's share preview: their picture, service, category and address. Cached like their page. */
export const revalidate = 60;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return sharePreviewById(params, getHomeService, async ({ homeService }) => ({
    photo: await readPublicMedia(homeService.image_link),
    title: homeService.service_title,
    details: [homeService.category_type.name, homeService.business_address],
  }));
}
