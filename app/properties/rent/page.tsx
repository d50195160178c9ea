import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/listing/ListingPage';
import type { SearchParamsRecord } from '@/lib/listing/filters';
import { listingBase } from '@/lib/listing/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata('RENT', await searchParams);
}

export default async function RentListingPage({ searchParams }: Props) {
  return <ListingPage transactionType="RENT" base={listingBase.RENT} searchParams={await searchParams} />;
}
