import type { Metadata } from 'next';
import { AdvertRequestLayout } from '@/components/adverts/AdvertRequestLayout';
import { advertText } from '@/lib/messages/adverts';

export const metadata: Metadata = {
  title: advertText.metaTitle,
  description: advertText.requestMetaDescription,
  alternates: { canonical: '/advert' },
  openGraph: { title: advertText.metaTitle, description: advertText.requestMetaDescription, url: '/advert' },
};

/** Open to visitors; static HTML, the signed-in layout is chosen in the browser. */
export default function AdvertPage() {
  return <AdvertRequestLayout />;
}
