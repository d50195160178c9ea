/** Where each listing lives; the route decides BUY or RENT. */
import type { TransactionType } from '@/lib/vst/property';

export const listingBase: Record<TransactionType, string> = {
  BUY: '/properties/buy',
  RENT: '/properties/rent',
};

export const allPropertiesBase = '/all_properties';
