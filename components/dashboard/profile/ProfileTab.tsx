import { redirect } from 'next/navigation';
import { Alert } from '@/components/ui/Alert';
import { messages } from '@/lib/messages';
import { loginPathFor } from '@/lib/routes';
import type { Named } from '@/lib/vst/common';
import { verifySession } from '@/server/session';
import { getUserInfo } from '@/server/vst/profile';
import { getReferenceList } from '@/server/vst/reference';
import { getVerificationStatus } from '@/server/vst/verification';
import { VerificationPanel } from '@/components/verification/VerificationPanel';
import { verificationText } from '@/lib/messages/verification';
import { isVerificationMissing } from '@/lib/vst/verification';
import { DeleteAccount } from './DeleteAccount';
import { NotificationSettings } from './NotificationSettings';
import { ProfileCard } from './ProfileCard';
import styles from './Profile.module.css';

/** The dashboard's My Profile tab: the signed-in user's own record, read with their session. */
export async function ProfileTab() {
  const session = await verifySession();
  if (!session) redirect(loginPathFor('/dashboard?view=profile'));
  const result = await getUserInfo(session.accessToken);
  // A 401 means the provider no longer takes this session's token: say so rather than 'Unauthenticated'.
  if (!result.ok) return <Alert tone="error">{result.status === 401 ? messages.sessionExpired : result.detail}</Alert>;
  const user = result.data.userInfo;
  const [countries, states, verification] = await Promise.all([
    getReferenceList('countries'),
    user.country ? getReferenceList('states', { countryID: user.country.id }) : null,
    getVerificationStatus(),
  ]);
  const listOf = (list: Named[] | undefined) => list ?? [];

  return (
    <div className={styles.tab}>
      <ProfileCard
        user={user}
        countries={listOf(countries.ok ? countries.data.countries : undefined)}
        states={listOf(states?.ok ? states.data.states : undefined)}
      />
      {/* Verification is a provider extension: a provider without it (404) gets no panel. */}
      {verification.ok ? (
        // Keyed by the ID on file, so a new ID uploaded above shows at once.
        <VerificationPanel key={verification.data.valid_id_link ?? ''} initial={verification.data} />
      ) : isVerificationMissing(verification.status) ? null : (
        <Alert tone="error">{verificationText.statusFailed}</Alert>
      )}
      {/* Keyed by the saved flags, so a refresh after another change starts from the provider's values. */}
      <NotificationSettings key={JSON.stringify(user.notificationSettings)} initial={user.notificationSettings} />
      <DeleteAccount />
    </div>
  );
}
