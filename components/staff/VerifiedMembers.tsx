'use client';

import { useRouter } from 'next/navigation';
import { showToast } from '@/components/ui/showToast';
import { formatDate } from '@/lib/format/date';
import { verificationText as text } from '@/lib/messages/verification';
import type { VerifiedMember } from '@/lib/vst/verification';
import styles from './StaffConsole.module.css';
import { VerificationReasonForm } from './VerificationReasonForm';

/**
 * The verified members, newest first, each with a form to revoke the badge: a badge found undeserved
 * (a reported scam, a false document) is withdrawn with the reason the member reads.
 */
export function VerifiedMembers({ members }: { members: VerifiedMember[] }) {
  const router = useRouter();
  return (
    <section aria-labelledby="verified-members" className={styles.queue}>
      <h2 id="verified-members">{text.verifiedHeading}</h2>
      {members.length === 0 ? (
        <p>{text.verifiedEmpty}</p>
      ) : (
        <ul className={styles.groups}>
          {members.map((verified) => (
            <li key={verified.id} className={styles.group} data-testid="verified-member">
              <h3 className={styles.groupTitle}>{verified.member.name}</h3>
              <p className={styles.address}>{verified.member.email}</p>
              <p>{text.verifiedAs(verified.kind, formatDate(verified.date_reviewed))}</p>
              <VerificationReasonForm
                id={verified.id}
                decision="revoke"
                label={text.revokeReasonLabel}
                submitLabel={text.revoke}
                memberName={verified.member.name}
                onDone={() => {
                  showToast('success', text.revokedDone(verified.member.name));
                  router.refresh();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
