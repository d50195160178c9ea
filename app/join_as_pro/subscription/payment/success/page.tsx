import type { Metadata } from 'next';
import styles from '@/components/services/Services.module.css';
import { UploadServicePanel } from '@/components/services/UploadServicePanel';
import { servicesText as text } from '@/lib/messages/services';
import { requireSession } from '@/server/session';

export const metadata: Metadata = { title: text.successTitle, robots: { index: false } };

/** Where /payments/callback sends a successful professional subscription: UPLOAD SERVICE publishes the saved draft. */
export default async function ProfessionalPaymentSuccessPage() {
  const session = await requireSession('/join_as_pro/subscription/payment/success');
  return (
    <div className={`container ${styles.page}`}>
      <h1>{text.successTitle}</h1>
      <p className={styles.muted}>{text.successIntro}</p>
      <div className={styles.form}>
        <UploadServicePanel userID={session.user.userID} />
      </div>
    </div>
  );
}
