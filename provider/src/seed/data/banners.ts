import { illustrationKey } from './images/catalog';
import type { Motif } from './images/illustrations';
import type { SeedBanner } from './types';

/** One banner per page name of the contract's `banner/{page}`; the motif picks its picture. */
export const bannerSources: { page: string; title: string; motif: Motif }[] = [
  { page: 'home', title: 'Find a home you will love, anywhere in Nigeria', motif: 'house' },
  { page: 'buy', title: 'Homes and land for sale', motif: 'key' },
  { page: 'rent', title: 'Homes and offices to rent', motif: 'house' },
  { page: 'properties', title: 'Browse every property', motif: 'city' },
  { page: 'tipsandguides', title: 'Tips and guides for buyers and renters', motif: 'document' },
  { page: 'sell', title: 'Sell or let your property with us', motif: 'key' },
  { page: 'finance', title: 'Finance your next home', motif: 'calculator' },
  { page: 'services', title: 'Trusted home-service professionals', motif: 'tools' },
  { page: 'advert', title: 'Advertise to serious buyers and tenants', motif: 'city' },
  { page: 'mortgage', title: 'Mortgages made simple', motif: 'calculator' },
  { page: 'get-approval', title: 'Get approved for a mortgage', motif: 'document' },
];

export const banners: SeedBanner[] = bannerSources.map(({ page, title }) => ({ page, title, imageKey: illustrationKey('banner', page) }));
