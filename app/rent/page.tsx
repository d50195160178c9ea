import { permanentRedirect } from 'next/navigation';
import { toURLSearchParams, withQuery, type SearchParamsRecord } from '@/lib/listing/filters';
import { listingBase } from '@/lib/listing/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

/** The rent entry: one URL per view, so it sends visitors (and search engines) to /properties/rent. */
export default async function RentEntryPage({ searchParams }: Props) {
  permanentRedirect(withQuery(listingBase.RENT, toURLSearchParams(await searchParams)));
}
