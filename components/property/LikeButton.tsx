'use client';

import { useState } from 'react';
import { importOrToast } from '@/components/ui/loadOnFirstUse';
import { propertyCardText } from '@/lib/messages/property-card';
import styles from './PropertyCard.module.css';

const count = new Intl.NumberFormat('en-NG');

type LikeButtonProps = { propertyId: number; propertyName: string; initialLikes: number };

/** Likes a property (open to visitors) and shows the like count of the property the provider returns. */
export function LikeButton({ propertyId, propertyName, initialLikes }: LikeButtonProps) {
  const [likes, setLikes] = useState(initialLikes);
  const [pending, setPending] = useState(false);

  async function like() {
    setPending(true);
    const likeModule = await importOrToast(() => import('./likeProperty'));
    const liked = likeModule ? await likeModule.likeProperty(propertyId) : null;
    setPending(false);
    if (liked !== null) setLikes(liked);
  }

  return (
    <button
      type="button"
      className={styles.like}
      onClick={like}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 20.5 4.6 13.3a4.6 4.6 0 0 1 6.5-6.6l.9.9.9-.9a4.6 4.6 0 0 1 6.5 6.6z" fill="currentColor" />
      </svg>
      {/* The name is built from the content, so it contains the visible count (WCAG 2.5.3 label in name). */}
      <span className="visually-hidden">{propertyCardText.like(propertyName)}, </span>
      <span data-testid="like-count">{count.format(likes)}</span>
      <span className="visually-hidden"> {propertyCardText.likesAfterCount}</span>
    </button>
  );
}
