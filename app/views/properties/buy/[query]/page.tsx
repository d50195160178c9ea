import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/listing/ListingPage';
import { listingBase } from '@/lib/listing/routes';
import { viewSearchParams, type ViewParams } from '@/lib/cached-views';

// Rendered on demand per view and cached for 60 s (see lib/cached-views.ts); nothing is prerendered at build.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: ViewParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata('BUY', await viewSearchParams(params));
}

export default async function BuyListingPage({ params }: Props) {
  return <ListingPage transactionType="BUY" base={listingBase.BUY} searchParams={await viewSearchParams(params)} />;
}
