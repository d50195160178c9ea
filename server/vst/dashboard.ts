import 'server-only';
import type { z } from 'zod';
import type { PropertyRelation, WishlistSort } from '@/lib/dashboard/view';
import { messages } from '@/lib/messages';
import { myHomeServicesResponseSchema, myPropertiesResponseSchema, myWishlistResponseSchema } from '@/lib/vst/dashboard';
import { verifySession } from '@/server/session';
import { vstGet, type VstGetOptions } from './client';
import type { VstResult } from './result';

/** The dashboard's private reads. Each checks the session itself, next to the data it reads. */

export const DASHBOARD_PAGE_SIZE = 12;

/** A private read: the session is checked here, next to the data; none answers 401 without calling the provider. */
export async function privateGet<Schema extends z.ZodType>(path: string, options: Omit<VstGetOptions<Schema>, 'token'>): Promise<VstResult<z.output<Schema>>> {
  const session = await verifySession();
  if (!session) return { ok: false, status: 401, detail: messages.sessionExpired };
  return vstGet(path, { ...options, token: session.accessToken });
}

export async function getMyProperties(type: PropertyRelation, page: number) {
  const result = await privateGet('profile/myProperties', {
    query: { page_type: type, page, per_page: DASHBOARD_PAGE_SIZE },
    schema: myPropertiesResponseSchema,
  });
  return result.ok ? { ...result, data: result.data.myProperties } : result;
}

export async function getMyWishlist(sort: WishlistSort, page: number) {
  const result = await privateGet('profile/myWishlist', {
    query: { page_type: sort, page, per_page: DASHBOARD_PAGE_SIZE },
    schema: myWishlistResponseSchema,
  });
  return result.ok ? { ...result, data: result.data.myWishList } : result;
}

/** The user's home services (My Home Services). */
export async function getMyHomeServices() {
  const result = await privateGet('services/myHomeServices', { schema: myHomeServicesResponseSchema });
  return result.ok ? { ...result, data: result.data.homeServices } : result;
}
