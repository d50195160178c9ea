/**
 * The advert flow's steps (plan, upload, Document Upload Successful, verify,
 * payment). Each step's page carries its plan or advert id in the URL, so it survives a reload and a
 * deep link; an unfinished advert continues from its status.
 */
import type { AdvertStatus } from '@/lib/vst/adverts';

export type SearchParams = Record<string, string | string[] | undefined>;

/** An id from a query value: digits only, no sign, no leading zero; the first value when repeated. */
export function idParam(value: string | string[] | undefined): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && /^[1-9]\d{0,9}$/.test(first) ? Number(first) : null;
}

const query = (name: string, value: number | string) => `?${new URLSearchParams({ [name]: String(value) })}`;

export const advertPaths = {
  plans: '/advert/subscription',
  upload: (planId: number | string) => `/advert/upload${query('planId', planId)}`,
  uploaded: (advertId: number | string) => `/advert/upload/success${query('advertId', advertId)}`,
  verified: (advertId: number | string) => `/advert/upload/verify${query('advertId', advertId)}`,
  payment: (advertId: number | string) => `/advert/payment${query('advertId', advertId)}`,
  myAdverts: '/dashboard?view=adverts',
};

/** Where an unfinished advert goes on: verify an uploaded one, pay a verified one; null once paid. */
export function continueStep({ advertID, status }: { advertID: number; status: AdvertStatus }): { href: string; step: 'verify' | 'pay' } | null {
  if (status === 'uploaded') return { href: advertPaths.uploaded(advertID), step: 'verify' };
  if (status === 'verified') return { href: advertPaths.payment(advertID), step: 'pay' };
  return null;
}

/** The raw query value, kept as given, for the sign-in return address. */
export const rawParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
