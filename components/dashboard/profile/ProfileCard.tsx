import type { User } from '@/lib/vst/auth';
import type { Named } from '@/lib/vst/common';
import { profileText } from '@/lib/messages/profile';
import { verificationText } from '@/lib/messages/verification';
import { VerifiedBadge } from '@/components/verification/VerifiedBadge';
import { ChangePhoto } from './ChangePhoto';
import { EditProfile } from './EditProfile';
import { ProfilePhoto } from './ProfilePhoto';
import styles from './Profile.module.css';

type ProfileCardProps = { user: User; countries: Named[]; states: Named[] };

/** Who the user is, as the provider has it on file, with the ways to change it. */
export function ProfileCard({ user, countries, states }: ProfileCardProps) {
  const details: [string, string | null][] = [
    [profileText.email, user.email],
    [profileText.phone, user.phone ?? user.phone_number],
    [profileText.address, user.address],
    [profileText.uniqueCode, user.uniqueCode],
  ];
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <div className={styles.photoColumn}>
        <ProfilePhoto name={user.name} src={user.profile_image} />
        <ChangePhoto />
      </div>
      <div className={styles.identity}>
        <h2 id="profile-name" className={styles.name}>{user.name}</h2>
        {user.verified_as ? <VerifiedBadge kind={user.verified_as} line={verificationText.line[user.verified_as]} size="full" /> : null}
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.detail}>
              <dt>{label}</dt>
              <dd>{value || profileText.notProvided}</dd>
            </div>
          ))}
        </dl>
        <EditProfile user={user} countries={countries} states={states} />
      </div>
    </section>
  );
}
