'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api-client';
import { listingText } from '@/lib/messages/listing';
import { likePropertyResponseSchema } from '@/lib/vst/property';
import styles from './PropertyCard.module.css';

const count = new Intl.NumberFormat('en-NG');

type LikeButtonProps = { propertyId: number; propertyName: string; initialLikes: number };

/** Likes a property (open to visitors) and shows the like count of the property the provider returns. */
export function LikeButton({ propertyId, propertyName, initialLikes }: LikeButtonProps) {
  const [likes, setLikes] = useState(initialLikes);
  const [pending, setPending] = useState(false);

  async function like() {
    setPending(true);
    const result = await apiFetch('/api/vst/params/likeProperty', {
      method: 'POST',
      body: { propertyId },
      schema: likePropertyResponseSchema,
    });
    setPending(false);
    if (result.ok) setLikes(result.data.property.like_count);
    else toast.error(result.message || listingText.likeFailed);
  }

  return (
    <button
      type="button"
      className={styles.like}
      onClick={like}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={`${listingText.like(propertyName)} (${listingText.likes(count.format(likes))})`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 20.5 4.6 13.3a4.6 4.6 0 0 1 6.5-6.6l.9.9.9-.9a4.6 4.6 0 0 1 6.5 6.6z" fill="currentColor" />
      </svg>
      <span data-testid="like-count">{count.format(likes)}</span>
    </button>
  );
}
