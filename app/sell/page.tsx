import type { Metadata } from 'next';
import { SellLayout } from '@/components/sell/SellLayout';
import { sellText } from '@/lib/messages/sell';

export const metadata: Metadata = {
  title: sellText.title,
  description: sellText.metaDescription,
  alternates: { canonical: '/sell' },
  openGraph: { title: sellText.title, description: sellText.metaDescription, url: '/sell' },
};

/** Static HTML; the signed-in layout is chosen in the browser (components/sell/SellLayout). */
export default function SellPage() {
  return <SellLayout />;
}
