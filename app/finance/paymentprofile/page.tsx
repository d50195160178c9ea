import type { Metadata } from 'next';
import { PaymentProfileList } from '@/components/finance/PaymentProfileList';
import styles from '@/components/finance/Finance.module.css';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';
import { financeText } from '@/lib/messages/finance';
import { getPaymentProfile } from '@/server/vst/finance';
import { requireSession } from '@/server/session';

export const metadata: Metadata = { title: financeText.profileTitle, description: financeText.profileMeta, robots: { index: false } };

/** The signed-in user's purchases, each with VIEW PAYMENT PROFILE (private: the session is checked here too). */
export default async function PaymentProfilePage() {
  await requireSession('/finance/paymentprofile');
  const profile = await getPaymentProfile();
  return (
    <div className={styles.page}>
      <h1>{financeText.profileTitle}</h1>
      <p className={styles.intro}>{financeText.profileIntro}</p>
      {!profile.ok ? (
        <ReadFailedAlert message={profile.detail} />
      ) : profile.data.length === 0 ? (
        <p className={styles.empty}>{financeText.noProfile}</p>
      ) : (
        <PaymentProfileList properties={profile.data} />
      )}
    </div>
  );
}
