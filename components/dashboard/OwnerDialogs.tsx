'use client';

import useSWR from 'swr';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/Dialog';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { apiFetch } from '@/lib/api-client';
import { formatDate } from '@/lib/format/date';
import { formatNaira } from '@/lib/format/naira';
import { dashboardText } from '@/lib/messages/dashboard';
import { swrKeys } from '@/lib/swr-keys';
import { getOffersResponseSchema } from '@/lib/vst/dashboard';
import { getCommentsResponseSchema } from '@/lib/vst/engagement';
import styles from './Dashboard.module.css';

type OwnerDialogProps = { propertyId: number; propertyName: string; onClose: () => void };

/** A reader of one BFF answer for SWR: the parsed data, or an error carrying the user's message. */
const fetchWith =
  <Data,>(schema: z.ZodType<Data>) =>
  async (url: string): Promise<Data> => {
    const result = await apiFetch(url, { schema });
    if (!result.ok) throw new Error(result.message);
    return result.data;
  };

const fetchOffers = fetchWith(getOffersResponseSchema);
const fetchComments = fetchWith(getCommentsResponseSchema);

/** The offers other users made on the owner's listing. */
export function OffersDialog({ propertyId, propertyName, onClose }: OwnerDialogProps) {
  const { data, error, isLoading } = useSWR(swrKeys.propertyOffers(propertyId), fetchOffers);
  const offers = data?.propertyOffers ?? [];
  return (
    <Dialog title={dashboardText.offersTitle(propertyName)} onClose={onClose}>
      {isLoading ? (
        <Spinner label={dashboardText.loading} />
      ) : error instanceof Error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : offers.length === 0 ? (
        <p>{dashboardText.noOffers}</p>
      ) : (
        <ul className={styles.list}>
          {offers.map((offer) => (
            <li key={offer.id} className={styles.entry}>
              <strong>{offer.name}</strong>
              <dl>
                <dt>{dashboardText.offerPhone}</dt>
                <dd><a href={`tel:${offer.phone_no}`}>{offer.phone_no}</a></dd>
                <dt>{dashboardText.offerAmount}</dt>
                <dd>{formatNaira(offer.amount)}</dd>
                <dt>{dashboardText.offerNote}</dt>
                <dd>{offer.note}</dd>
                <dt>{dashboardText.offerDate}</dt>
                <dd><time dateTime={offer.date}>{formatDate(offer.date)}</time></dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** The comments on the owner's listing. */
export function CommentsDialog({ propertyId, propertyName, onClose }: OwnerDialogProps) {
  const { data, error, isLoading } = useSWR(swrKeys.propertyComments(propertyId), fetchComments);
  const comments = data?.propertyComments ?? [];
  return (
    <Dialog title={dashboardText.commentsTitle(propertyName)} onClose={onClose}>
      {isLoading ? (
        <Spinner label={dashboardText.loading} />
      ) : error instanceof Error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : comments.length === 0 ? (
        <p>{dashboardText.noComments}</p>
      ) : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.entry}>
              <strong>{comment.offer_by.name}</strong> <time dateTime={comment.date}>{formatDate(comment.date)}</time>
              <p>{comment.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
