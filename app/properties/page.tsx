import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ListingPage, listingMetadata } from '@/components/listing/ListingPage';
import { listingHref, parseListingFilters, type SearchParamsRecord } from '@/lib/listing/filters';
import { listingBase } from '@/lib/listing/routes';
import { transactionTypeSchema } from '@/lib/vst/property';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata('BUY', await searchParams);
}

/**
 * The buy listing (canonical: /properties/buy). The home page's search form, a plain GET form,
 * arrives here with `transaction_type` and is sent on to the buy or rent listing with its values.
 */
export default async function PropertiesPage({ searchParams }: Props) {
  const params = await searchParams;
  const { transaction_type: requested, ...rest } = params;
  if (requested !== undefined) {
    const transactionType = transactionTypeSchema.catch('BUY').parse(Array.isArray(requested) ? requested[0] : requested);
    redirect(listingHref(listingBase[transactionType], parseListingFilters(rest, transactionType)));
  }
  return <ListingPage transactionType="BUY" base="/properties" searchParams={params} />;
}
