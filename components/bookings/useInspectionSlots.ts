'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import { slotsResponseSchema } from '@/lib/vst/bookings';

async function fetchSlots(url: string) {
  const result = await apiFetch(url, { schema: slotsResponseSchema });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

/** A listing's open inspection times, read in the browser (never from a cached page: a slot goes in a second). */
export const useInspectionSlots = (propertyId: number) => useSWR(swrKeys.inspectionSlots(propertyId), fetchSlots, { revalidateOnFocus: false });
