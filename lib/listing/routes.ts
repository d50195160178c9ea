/** Where each listing lives; the route decides BUY or RENT. */
import type { TransactionType } from '@/lib/vst/property';

export const listingBase: Record<TransactionType, string> = {
  BUY: '/properties/buy',
  RENT: '/properties/rent',
};

export const allPropertiesBase = '/all_properties';

/** The property page's safety note, whose button reports a listing that asked for an inspection fee. */
export const ASKED_TO_PAY_ID = 'asked-to-pay';
export const askedToPayPath = (propertyId: number) => `/property/${propertyId}#${ASKED_TO_PAY_ID}`;
