import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import styles from './Payments.module.css';
import { paymentsText } from '@/lib/messages/payments';
import type { SignedIn } from '@/server/session';
import { getPropertyDetail } from '@/server/vst/property-detail';

type PromotionTargetProps = {
  propertyId: number | undefined;
  session: SignedIn;
  /** The plans or payment step, shown only for the owner's own property. */
  children: (propertyName: string) => ReactNode;
};

/**
 * The promotion pages' guard: the property comes from the URL (?propertyId=, set by PROMOTE on the
 * dashboard) and must be the signed-in user's own. The provider checks ownership again when paying.
 */
export async function PromotionTarget({ propertyId, session, children }: PromotionTargetProps) {
  if (!propertyId) return <Refusal message={paymentsText.propertyMissing} />;
  const detail = await getPropertyDetail(propertyId);
  if (!detail.ok) return <Refusal message={detail.status === 404 ? paymentsText.propertyMissing : detail.detail} />;
  if (detail.data.property.owner.id !== session.user.userID) return <Refusal message={paymentsText.notOwner} />;
  return children(detail.data.property.name);
}

function Refusal({ message }: { message: string }) {
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{paymentsText.propertyAdvertPlansTitle}</h1>
      <div className={styles.section}>
        <Alert tone="error">{message}</Alert>
        <Link href="/dashboard?type=uploaded" className={buttonClassName('secondary')}>
          {paymentsText.goToDashboard}
        </Link>
      </div>
    </div>
  );
}
