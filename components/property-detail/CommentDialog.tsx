'use client';

import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useServerForm } from '@/components/forms/useServerForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { apiFetch } from '@/lib/api-client';
import { formatDate } from '@/lib/format/date';
import { commentSchema } from '@/lib/forms/property';
import { SignInPrompt } from '@/components/auth/SignInPrompt';
import { propertyPathWithAction } from '@/lib/pending-action';
import { propertyText } from '@/lib/messages/property';
import { swrKeys } from '@/lib/swr-keys';
import { getCommentsResponseSchema, type GetCommentsResponse, type SaveCommentResponse } from '@/lib/vst/engagement';
import { Dialog } from '@/components/ui/Dialog';
import { TextAreaField } from './TextAreaField';
import styles from './PropertyActions.module.css';

type CommentDialogProps = { propertyId: number; signedIn: boolean; onClose: () => void };

/** Comments are for signed-in users; a visitor logs in right here and then sees them. */
export function CommentDialog({ propertyId, signedIn, onClose }: CommentDialogProps) {
  return (
    <Dialog title={signedIn ? propertyText.commentsTitle : propertyText.loginToComment} onClose={onClose}>
      {signedIn ? (
        <>
          <CommentList propertyId={propertyId} />
          <CommentForm propertyId={propertyId} />
        </>
      ) : (
        <SignInPrompt next={propertyPathWithAction(propertyId, 'comment')} start="login" />
      )}
    </Dialog>
  );
}

async function fetchComments(url: string): Promise<GetCommentsResponse> {
  const result = await apiFetch(url, { schema: getCommentsResponseSchema });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

function CommentList({ propertyId }: { propertyId: number }) {
  const { data, error, isLoading } = useSWR(swrKeys.propertyComments(propertyId), fetchComments);
  if (isLoading) return <Spinner />;
  if (error instanceof Error) return <Alert tone="error">{error.message}</Alert>;
  const comments = data?.propertyComments ?? [];
  if (comments.length === 0) return <p>{propertyText.noComments}</p>;
  return (
    <ul className={styles.comments} aria-label={propertyText.commentsTitle}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment}>
          <p className={styles.commentMeta}>
            <strong>{comment.offer_by.name}</strong> <time dateTime={comment.date}>{formatDate(comment.date)}</time>
          </p>
          <p className={styles.commentText}>{comment.comment}</p>
        </li>
      ))}
    </ul>
  );
}

/** A posted comment clears the form (a fresh one is mounted). */
function CommentForm({ propertyId }: { propertyId: number }) {
  const [postedCount, setPostedCount] = useState(0);
  return <CommentFormFields key={postedCount} propertyId={propertyId} onPosted={() => setPostedCount((count) => count + 1)} />;
}

function CommentFormFields({ propertyId, onPosted }: { propertyId: number; onPosted: () => void }) {
  const { mutate } = useSWRConfig();
  const [hasText, setHasText] = useState(false);
  const form = useServerForm<typeof commentSchema, SaveCommentResponse>({
    schema: commentSchema,
    defaultValues: { comment: '' },
    action: '/api/vst/comment/saveComment',
    extraBody: { property_id: propertyId },
    onSuccess: async ({ comment }) => {
      await mutate<GetCommentsResponse>(
        swrKeys.propertyComments(propertyId),
        (current) => ({ propertyComments: [...(current?.propertyComments ?? []), comment] }),
        { revalidate: true },
      );
      onPosted();
    },
  });
  const commentField = form.field('comment');

  // Not ServerForm: the submit stays disabled until text is entered, which ServerForm's button does not offer.
  return (
    <form noValidate onSubmit={form.onSubmit} className={styles.commentForm}>
      {form.banner ? <Alert tone="error">{form.banner.message}</Alert> : null}
      <TextAreaField
        label={propertyText.commentLabel}
        {...commentField}
        onChange={(event) => {
          setHasText(event.target.value.trim() !== '');
          return commentField.onChange(event);
        }}
      />
      <Button type="submit" pending={form.pending} disabled={!hasText}>
        {propertyText.commentSubmit}
      </Button>
    </form>
  );
}
