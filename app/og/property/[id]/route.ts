import { formatListingPrice } from '@/lib/format/naira';
import { propertyPlace } from '@/lib/listing/place';
import { readPublicMedia } from '@/server/media';
import { sharePreviewById } from '@/server/share/preview-image';
import { getPropertyDetail } from '@/server/vst/property-detail';

/** A property's share preview: its photo, name, price in naira and place. Cached like its page. */
export const revalidate = 300;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return sharePreviewById(params, getPropertyDetail, async ({ property }) => ({
    photo: await readPublicMedia(property.primary_image_link),
    title: property.name,
    details: [formatListingPrice(property.price, property.transaction_type), propertyPlace(property)],
  }));
}
