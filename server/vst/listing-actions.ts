'use server';

import { updateTag } from 'next/cache';
import { cacheTags } from '@/lib/vst/cache-tags';
import { verifySession } from '@/server/session';

/**
 * After a listing is created or edited through the BFF: the cached public pages that show it are
 * expired, so the owner lands on the property page as it now is. Signed-in users only; expiring a
 * cache entry reveals and changes nothing else.
 */
export async function refreshListingPages(propertyId: number): Promise<void> {
  if (!(await verifySession())) return;
  if (!Number.isInteger(propertyId) || propertyId <= 0) return;
  updateTag(cacheTags.property(propertyId));
  updateTag(cacheTags.properties);
}
