'use client';

import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { apiFetch } from '@/lib/api-client';
import { formatDate } from '@/lib/format/date';
import { ratingFields } from '@/lib/forms/services';
import { servicesText as text } from '@/lib/messages/services';
import { reviewsResponseSchema, type ServiceReview } from '@/lib/vst/services';
import { StarRating } from './StarRating';
import styles from './Services.module.css';

export const REVIEWS_PER_PAGE = 3;

type Loaded = { reviews: ServiceReview[]; currentPage: number; lastPage: number };
type State = { status: 'loading' | 'idle' | 'failed'; loaded: Loaded | null };

/**
 * Customer reviews in pages of 3: LOAD MORE REVIEWS adds the next page while current_page is
 * below last_page. `version` changes after a new review, which reloads from the first page.
 */
export function ReviewsList({ homeServiceId, version }: { homeServiceId: number; version: number }) {
  const [state, setState] = useState<State>({ status: 'loading', loaded: null });

  const load = useCallback(
    async (page: number, previous: ServiceReview[]) => {
      setState((current) => ({ ...current, status: 'loading' }));
      const query = new URLSearchParams({ home_service_id: String(homeServiceId), per_page: String(REVIEWS_PER_PAGE), page: String(page) });
      const result = await apiFetch(`/api/vst/services/getHomeServiceReview?${query}`, { schema: reviewsResponseSchema });
      if (!result.ok) {
        setState((current) => ({ ...current, status: 'failed' }));
        return;
      }
      const { data, meta } = result.data.service_reviews;
      setState({ status: 'idle', loaded: { reviews: [...previous, ...data], currentPage: meta.current_page, lastPage: meta.last_page } });
    },
    [homeServiceId],
  );

  useEffect(() => {
    // Loading on mount and after a new review is this effect's job; the list it fills is this component's own.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(1, []);
  }, [load, version]);

  const { status, loaded } = state;
  const nextPage = loaded && loaded.currentPage < loaded.lastPage ? loaded.currentPage + 1 : null;
  return (
    <section aria-labelledby="reviews-heading" aria-busy={status === 'loading'}>
      <h3 id="reviews-heading">{text.customerReviews}</h3>
      {loaded && loaded.reviews.length === 0 ? <p className={styles.muted}>{text.noReviewsYet}</p> : null}
      {loaded && loaded.reviews.length > 0 ? (
        <ul className={styles.reviews} aria-label={text.customerReviews}>
          {loaded.reviews.map((review) => (
            <li key={review.reviewID} className={styles.review}>
              <strong>{review.reviewer_name}</strong> <StarRating stars={review.rating} />{' '}
              <span className={styles.muted}>{formatDate(review.date_created)}</span>
              <blockquote>{review.message}</blockquote>
              <ul className={styles.reviewRatings}>
                {ratingFields.map((name) => <li key={name}>{text.ratingNames[name]}: {review[name]}/5</li>)}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'failed' ? (
        <Alert tone="error">
          {text.reviewsFailed}{' '}
          <Button variant="ghost" onClick={() => void load(nextPage && loaded ? nextPage : 1, loaded && nextPage ? loaded.reviews : [])}>{text.retry}</Button>
        </Alert>
      ) : null}
      {status === 'loading' && !loaded ? <p className={styles.muted}>{text.loadingReviews}</p> : null}
      {nextPage && loaded ? (
        <Button variant="secondary" pending={status === 'loading'} onClick={() => void load(nextPage, loaded.reviews)}>{text.loadMoreReviews}</Button>
      ) : loaded && loaded.reviews.length > REVIEWS_PER_PAGE ? (
        <p className={styles.muted} role="status">{text.allReviewsShown}</p>
      ) : null}
    </section>
  );
}
