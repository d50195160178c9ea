import type { User } from '@/lib/vst/auth';
import { profileText } from '@/lib/messages/profile';
import { ProfilePhoto } from './ProfilePhoto';
import styles from './Profile.module.css';

/** Who the user is, as the provider has it on file. */
export function ProfileCard({ user }: { user: User }) {
  const details: [string, string | null][] = [
    [profileText.email, user.email],
    [profileText.phone, user.phone ?? user.phone_number],
    [profileText.address, user.address],
    [profileText.uniqueCode, user.uniqueCode],
  ];
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <ProfilePhoto name={user.name} src={user.profile_image} />
      <div className={styles.identity}>
        <h2 id="profile-name" className={styles.name}>{user.name}</h2>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.detail}>
              <dt>{label}</dt>
              <dd>{value || profileText.notProvided}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
