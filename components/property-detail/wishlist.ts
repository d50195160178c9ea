import { apiFetch, type ApiResult } from '@/lib/api-client';
import { wishlistStatusResponseSchema, type WishlistStatus } from '@/lib/vst/engagement';

/**
 * The wishlist calls of the property page's actions. PropertyActions loads this module only when a
 * signed-in visitor needs it, so the page's first load ships no zod (lib/api-client parses with it).
 */

/** Whether the property is already saved; a failed lookup just leaves the button as 'Add to wishlist'. */
export async function fetchWishlistStatus(url: string): Promise<WishlistStatus> {
  const result = await apiFetch(url, { schema: wishlistStatusResponseSchema });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export function addToWishlist(propertyId: number): Promise<ApiResult<unknown>> {
  return apiFetch('/api/vst/profile/addToWishlist', { method: 'POST', body: { property_id: propertyId } });
}
