import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ListingPage, listingMetadata } from '@/components/listing/ListingPage';
import { transactionSearchHref } from '@/lib/listing/filters';
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

/**
 * The buy listing (canonical: /properties/buy). The home page's search form, a plain GET form,
 * arrives here with `transaction_type` and is sent on to the buy or rent listing with its values.
 */
export default async function PropertiesPage({ params }: Props) {
  const searchParams = await viewSearchParams(params);
  const target = transactionSearchHref(searchParams);
  if (target) redirect(target);
  return <ListingPage transactionType="BUY" base="/properties" searchParams={searchParams} />;
}
