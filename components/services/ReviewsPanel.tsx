'use client';

import { useState } from 'react';
import type { Rating } from '@/lib/vst/services';
import { ReviewPanel } from './ReviewForm';
import { ReviewsList } from './ReviewsList';

/**
 * The REVIEWS tab's content: the reviews in pages and the review form (or its sign-in). Loaded by
 * ProfileView when the tab is first opened: with the providers' answers checked by zod and the form's
 * react-hook-form, it is nearly all of the professional's page's JavaScript. A new review reloads the
 * list and tells the page its new rating.
 */
export function ReviewsPanel({ homeServiceId, onRated }: { homeServiceId: number; onRated: (rating: Rating) => void }) {
  const [reviewsVersion, setReviewsVersion] = useState(0);
  return (
    <>
      <ReviewsList homeServiceId={homeServiceId} version={reviewsVersion} />
      <ReviewPanel
        homeServiceId={homeServiceId}
        onSubmitted={(rating) => {
          onRated(rating);
          setReviewsVersion((version) => version + 1);
        }}
      />
    </>
  );
}
