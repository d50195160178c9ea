'use client';

import { useRouter } from 'next/navigation';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Button } from '@/components/ui/Button';
import { showToast } from '@/components/ui/showToast';
import { enquiryReplyFormSchema } from '@/lib/forms/enquiries';
import { enquiryText } from '@/lib/messages/enquiries';
import { enquiryReplyResponseSchema } from '@/lib/vst/enquiries';
import styles from './Enquiries.module.css';

/**
 * The owner's answer to one enquiry, sent through the BFF; the provider e-mails it to the visitor, or
 * keeps it until the visitor confirms their address.
 * On success the inbox is read again, so the reply and the "first answered" date show at once.
 */
export function ReplyForm({ id, labelledBy }: { id: number; labelledBy: string }) {
  const router = useRouter();
  const reply = useServerForm({
    schema: enquiryReplyFormSchema,
    defaultValues: { message: '' },
    action: '/api/vst/profile/enquiries/reply',
    extraBody: { id },
    response: enquiryReplyResponseSchema,
    resetOnSuccess: true,
    onSuccess: ({ reply: sent }) => {
      showToast('success', sent.held ? enquiryText.held : enquiryText.sent);
      router.refresh();
    },
  });
  return (
    <form noValidate onSubmit={reply.onSubmit} aria-labelledby={labelledBy} className={styles.form}>
      <FormErrorBanner banner={reply.banner} />
      <TextAreaField label={enquiryText.replyLabel} hint={enquiryText.replyHint} rows={3} required {...reply.field('message')} />
      <Button type="submit" pending={reply.pending}>{enquiryText.send}</Button>
    </form>
  );
}
