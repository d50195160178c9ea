'use client';

import { useRouter } from 'next/navigation';
import { z } from 'zod';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { showToast } from '@/components/ui/showToast';
import { formatDate } from '@/lib/format/date';
import { verificationText as text } from '@/lib/messages/verification';
import { staffVerificationDecisionResponseSchema, type StaffVerification } from '@/lib/vst/verification';
import styles from './StaffConsole.module.css';
import { VerificationReasonForm } from './VerificationReasonForm';

/**
 * The staff console's verification requests, oldest first: who asks, as what, their confirmed phone,
 * their registration numbers and a link to the ID they sent (a private file: staff may open it).
 * Approving takes one press; refusing needs the reason the member will read. A request sent back by a
 * change of name says which name staff approved before.
 */
export function VerificationQueue({ requests }: { requests: StaffVerification[] }) {
  return (
    <section aria-labelledby="verification-queue" className={styles.queue}>
      <h2 id="verification-queue">{text.queueHeading}</h2>
      {requests.length === 0 ? (
        <p>{text.queueEmpty}</p>
      ) : (
        <ol className={styles.groups}>
          {requests.map((request) => (
            <li key={request.id} className={styles.group} data-testid="verification-request">
              <h3 className={styles.groupTitle}>{request.member.name}</h3>
              <p className={styles.address}>{request.member.email}</p>
              <p>
                {text.requestedAs(request.kind)} · {formatDate(request.date_created)}
              </p>
              {request.previous_name ? <p className={styles.hiddenNote}>{text.previousName(request.previous_name)}</p> : null}
              <dl>
                <dt>{text.phone}</dt>
                <dd>{request.phone}</dd>
                {request.kind === 'agent' ? (
                  <>
                    <dt>{text.cac}</dt>
                    <dd>{request.cac_number ?? text.none}</dd>
                    <dt>{text.lasrera}</dt>
                    <dd>{request.lasrera_number ?? text.none}</dd>
                  </>
                ) : null}
              </dl>
              {request.valid_id_link ? (
                <p>
                  <a href={request.valid_id_link} target="_blank" rel="noopener">
                    {text.openDocument}
                  </a>
                </p>
              ) : null}
              <VerificationDecision request={request} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The approval has no fields: the request's id is sent beside them. */
const noFields = z.object({});

/** Approve (one press) or refuse with a reason: each a form of its own, with its own failure. */
function VerificationDecision({ request }: { request: StaffVerification }) {
  const router = useRouter();
  const { name } = request.member;
  const decided = (message: string) => {
    showToast('success', message);
    router.refresh();
  };
  const approve = useServerForm({
    schema: noFields,
    defaultValues: {},
    action: '/api/vst/staff/verifications/approve',
    extraBody: { id: request.id },
    response: staffVerificationDecisionResponseSchema,
    onSuccess: () => decided(text.approved(name)),
  });

  return (
    <div className={styles.decisions}>
      <form onSubmit={approve.onSubmit} noValidate>
        <FormErrorBanner banner={approve.banner} />
        <Button type="submit" pending={approve.pending} aria-label={`${text.approve}: ${name}`}>
          {text.approve}
        </Button>
      </form>
      <VerificationReasonForm
        id={request.id}
        decision="refuse"
        label={text.reasonLabel}
        submitLabel={text.refuse}
        memberName={name}
        onDone={() => decided(text.refusedDone(name))}
      />
    </div>
  );
}
