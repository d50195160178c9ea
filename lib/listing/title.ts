/** Headings and page titles that name the view a visitor is looking at, for people and search engines. */
import type { TransactionType } from '@/lib/vst/property';

export type ListingView = {
  transactionType: TransactionType;
  /** Property type or category name, e.g. 'Residential' or 'Duplex'. */
  kindName?: string;
  stateName?: string;
  bedrooms?: number;
  page?: number;
};

const purpose: Record<TransactionType, string> = { BUY: 'for sale', RENT: 'for rent' };

/** '3-bedroom homes for rent in Lagos', 'Duplex properties for sale in Nigeria', 'Page 2' appended past page 1. */
export function listingTitle({ transactionType, kindName, stateName, bedrooms, page }: ListingView): string {
  const rooms = bedrooms && bedrooms > 0 ? `${bedrooms}-bedroom ` : '';
  const kind = kindName ? `${kindName} properties` : rooms ? 'homes' : 'Properties';
  const title = `${rooms}${kind} ${purpose[transactionType]} in ${stateName ?? 'Nigeria'}`;
  const sentence = title.charAt(0).toUpperCase() + title.slice(1);
  return page && page > 1 ? `${sentence}, page ${page}` : sentence;
}

export function listingDescription(view: ListingView, total: number): string {
  const title = listingTitle({ ...view, page: undefined });
  // Mid-sentence: only the first letter drops its capital, place and kind names keep theirs.
  const what = title.charAt(0).toLowerCase() + title.slice(1);
  return `${total.toLocaleString('en-NG')} ${what}, priced in naira. Compare prices, rooms and sizes, and contact owners and agents.`;
}
