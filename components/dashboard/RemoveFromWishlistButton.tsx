'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { tellWorker } from '@/lib/pwa/worker-messages';
import { Button } from '@/components/ui/Button';
import { apiFetch } from '@/lib/api-client';
import { dashboardText } from '@/lib/messages/dashboard';
import { detailSchema } from '@/lib/vst/common';

/** Takes a property off the wishlist, then re-renders the list from the server. */
export function RemoveFromWishlistButton({ propertyId, propertyName }: { propertyId: number; propertyName: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const result = await apiFetch('/api/vst/profile/removeFromWishlist', {
      method: 'POST',
      body: { property_id: propertyId },
      schema: detailSchema,
    });
    setPending(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(result.data.Detail);
    void tellWorker({ type: 'FORGET_SAVED_LISTING', url: `/property/${propertyId}` });
    router.refresh();
  }

  return (
    <Button variant="secondary" pending={pending} onClick={remove} aria-label={dashboardText.removeLabel(propertyName)}>
      {dashboardText.remove}
    </Button>
  );
}
