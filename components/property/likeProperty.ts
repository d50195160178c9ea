import { toast } from 'sonner';
import { apiFetch } from '@/lib/api-client';
import { propertyCardText } from '@/lib/messages/property-card';
import { likePropertyResponseSchema } from '@/lib/vst/property';

/**
 * Likes a property (open to visitors) and resolves with the like count of the property the provider
 * returns, or null after an error toast. LikeButton loads it on the first click, so pages full of
 * cards ship neither zod nor sonner with their first load.
 */
export async function likeProperty(propertyId: number): Promise<number | null> {
  const result = await apiFetch('/api/vst/params/likeProperty', {
    method: 'POST',
    body: { propertyId },
    schema: likePropertyResponseSchema,
  });
  if (result.ok) return result.data.property.like_count;
  toast.error(result.message || propertyCardText.likeFailed);
  return null;
}
