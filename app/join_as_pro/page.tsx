import type { Metadata } from 'next';
import { HomeServiceForm } from '@/components/services/HomeServiceForm';
import styles from '@/components/services/Services.module.css';
import { emptyHomeServiceText } from '@/lib/forms/services';
import { servicesText as text } from '@/lib/messages/services';
import { requireSession } from '@/server/session';
import { getCategoryOptions, getProfessionalSubscription } from '@/server/vst/services';

export const metadata: Metadata = { title: text.joinTitle, robots: { index: false } };

/**
 * The professional profile form (/join_as_pro). Without a live professional subscription the
 * form is kept as a draft and the user pays first; with one (a professional adding another service)
 * it is published at once, so nobody pays twice. The flags are read live, not from the sign-in session.
 */
export default async function JoinAsProPage() {
  const session = await requireSession('/join_as_pro');
  const [options, professional] = await Promise.all([getCategoryOptions(), getProfessionalSubscription()]);
  if (!professional.ok) throw new Error(professional.detail);
  const { active, serviceProvider } = professional.data;
  return (
    <div className={`container ${styles.page}`}>
      <h1 id="service-form-heading">{serviceProvider ? text.addService : text.joinAsPro}</h1>
      <p className={styles.muted}>{active ? text.addServiceIntro : text.joinIntro}</p>
      <HomeServiceForm mode={{ kind: 'join', userID: session.user.userID, subscribed: active }} options={options} initialValues={emptyHomeServiceText} />
    </div>
  );
}
