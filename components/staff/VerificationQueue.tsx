'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import fieldStyles from '@/components/ui/Field.module.css';
import { showToast } from '@/components/ui/showToast';
import { apiFetch } from '@/lib/api-client';
import { formatDate } from '@/lib/format/date';
import { verificationText as text } from '@/lib/messages/verification';
import { staffVerificationDecisionResponseSchema, type StaffVerification } from '@/lib/vst/verification';
import styles from './StaffConsole.module.css';

/**
 * The staff console's verification requests, oldest first: who asks, as what, their confirmed phone,
 * their registration numbers and a link to the ID they sent (a private file: staff may open it).
 * Approving takes one press; refusing needs the reason the member will read.
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

function VerificationDecision({ request }: { request: StaffVerification }) {
  const router = useRouter();
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reasonId = `verification-${request.id}-reason`;

  async function decide(decision: 'approve' | 'refuse', reason?: string) {
    setBusy(decision);
    setError(null);
    const body = decision === 'approve' ? { id: request.id } : { id: request.id, reason };
    const result = await apiFetch(`/api/vst/staff/verifications/${decision}`, {
      method: 'POST',
      body,
      schema: staffVerificationDecisionResponseSchema,
    });
    setBusy(null);
    if (!result.ok) {
      setError(result.fieldErrors?.reason ?? result.message);
      return;
    }
    showToast('success', decision === 'approve' ? text.approved(request.member.name) : text.refusedDone(request.member.name));
    router.refresh();
  }

  function refuse(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (!reason) {
      setError(text.reasonRequired);
      return;
    }
    void decide('refuse', reason);
  }

  return (
    <div className={styles.decisions}>
      <Button onClick={() => decide('approve')} pending={busy === 'approve'} aria-label={`${text.approve}: ${request.member.name}`}>
        {text.approve}
      </Button>
      <form onSubmit={refuse} noValidate>
        <label className={fieldStyles.label} htmlFor={reasonId}>
          {text.reasonLabel}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={500}
          className={fieldStyles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
        />
        {error ? (
          <p id={`${reasonId}-error`} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" pending={busy === 'refuse'} aria-label={`${text.refuse}: ${request.member.name}`}>
          {text.refuse}
        </Button>
      </form>
    </div>
  );
}
