'use client';

import { useId, useState } from 'react';
import { z } from 'zod';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import fieldStyles from '@/components/ui/Field.module.css';
import profileStyles from '@/components/dashboard/profile/Profile.module.css';
import { verificationText as text } from '@/lib/messages/verification';
import { verificationRequestResponseSchema, verifiedKindSchema, type VerificationStatus } from '@/lib/vst/verification';
import { ConfirmCodeForm, SendCodeForm } from './PhoneStep';
import { VerifiedBadge } from './VerifiedBadge';
import styles from './VerificationPanel.module.css';

/**
 * The request's fields. The company's numbers are sent only by an agent, and left out when empty,
 * as the provider asks for them only then.
 */
const requestSchema = z
  .object({ kind: verifiedKindSchema, cac_number: z.string(), lasrera_number: z.string() })
  .transform(({ kind, cac_number, lasrera_number }) => ({
    kind,
    ...(kind === 'agent' ? { cac_number: cac_number.trim() || undefined, lasrera_number: lasrera_number.trim() || undefined } : {}),
  }));

/**
 * The dashboard's "Get verified": the outcome of the member's last request, and while none waits,
 * the request itself: their ID on file, a phone confirmed by a texted code and, for an agent, the
 * company's registration numbers. Sending the code, confirming it and sending the request are three
 * forms of their own, each with its own failure; what went well is said at the top.
 */
export function VerificationPanel({ initial }: { initial: VerificationStatus }) {
  const [status, setStatus] = useState(initial);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info'; message: string } | null>(null);
  const requestFormId = useId();

  const pending = status.request?.status === 'pending';
  const refused = status.request?.status === 'refused' ? status.request : null;
  const revoked = status.request?.status === 'revoked' ? status.request : null;

  const request = useServerForm({
    schema: requestSchema,
    defaultValues: { kind: initial.verified_as ?? 'owner', cac_number: refused?.cac_number ?? '', lasrera_number: refused?.lasrera_number ?? '' },
    action: '/api/vst/verification/request',
    response: verificationRequestResponseSchema,
    // The ID and the phone are not fields of this form: what the provider says of them is the banner.
    describeFailure: (failure) => failure.fieldErrors?.valid_id ?? failure.fieldErrors?.phone ?? failure.message,
    onSuccess: (data) => {
      setStatus(data.verification);
      setNotice({ tone: 'success', message: text.sent });
    },
  });
  const kind = request.form.watch('kind');

  return (
    <section className={profileStyles.panel} aria-labelledby="verification-heading" data-testid="verification-panel">
      <h2 id="verification-heading">{text.heading}</h2>
      {status.verified_as ? (
        <>
          <p>{text.youAre(status.verified_as)}</p>
          <VerifiedBadge kind={status.verified_as} line={text.line[status.verified_as]} size="full" />
        </>
      ) : (
        <p>{text.intro}</p>
      )}
      {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
      {pending ? <Alert tone="info">{text.pending}</Alert> : null}
      {refused && !notice ? (
        <Alert tone="error">
          {text.refused(refused.reason ?? '')} {text.askAgain}
        </Alert>
      ) : null}
      {revoked && !notice ? <Alert tone="error">{text.revoked(revoked.reason ?? '')}</Alert> : null}

      {pending ? null : (
        <div className={styles.form}>
          {/* The kind is the request's, asked first; the phone's own forms come between it and the send. */}
          <fieldset className={profileStyles.choices}>
            <legend className={fieldStyles.label}>{text.kindLegend}</legend>
            {(['owner', 'agent'] as const).map((option) => (
              <label key={option} className={fieldStyles.check}>
                <input type="radio" value={option} form={requestFormId} {...request.form.register('kind')} />
                <span>{text.kinds[option]}</span>
              </label>
            ))}
          </fieldset>

          <div className={styles.step}>
            <h3>{text.idStep}</h3>
            {status.valid_id_link ? (
              <p>
                {text.idOnFile}{' '}
                <a href={status.valid_id_link} target="_blank" rel="noopener">{text.openId}</a>
              </p>
            ) : (
              <p className={fieldStyles.error}>{text.idMissing}</p>
            )}
          </div>

          <div className={styles.step}>
            <h3>{text.phoneStep}</h3>
            {!status.sms_available ? (
              <p className={fieldStyles.error}>{text.phoneUnavailable}</p>
            ) : status.phone_confirmed && !codeSentTo ? (
              <p>{text.phoneConfirmed(status.phone_confirmed)}</p>
            ) : (
              <>
                <SendCodeForm
                  onSent={(sent) => {
                    setCodeSentTo(sent.phone);
                    setNotice({ tone: 'info', message: sent.Detail });
                  }}
                />
                {codeSentTo ? (
                  <ConfirmCodeForm
                    onConfirmed={(confirmed) => {
                      setStatus({ ...status, phone_confirmed: confirmed.phone });
                      setCodeSentTo(null);
                      setNotice({ tone: 'success', message: text.phoneConfirmed(confirmed.phone) });
                    }}
                  />
                ) : null}
              </>
            )}
          </div>

          <form id={requestFormId} className={styles.form} onSubmit={request.onSubmit} noValidate>
            <FormErrorBanner banner={request.banner} />
            {kind === 'agent' ? (
              <div className={styles.step}>
                <h3>{text.companyStep}</h3>
                <Field label={text.cacLabel} hint={text.cacHint} autoCapitalize="characters" {...request.field('cac_number')} />
                <Field label={text.lasreraLabel} hint={status.lasrera_required ? text.lasreraRequired : text.lasreraOptional}
                  autoCapitalize="characters" {...request.field('lasrera_number')} />
              </div>
            ) : null}
            <Button type="submit" pending={request.pending} disabled={!status.sms_available || !status.valid_id_link || !status.phone_confirmed}>
              {request.pending ? text.submitting : text.submit}
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
