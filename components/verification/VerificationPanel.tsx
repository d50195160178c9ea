'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import fieldStyles from '@/components/ui/Field.module.css';
import profileStyles from '@/components/dashboard/profile/Profile.module.css';
import { apiFetch } from '@/lib/api-client';
import { verificationText as text, type VerifiedKind } from '@/lib/messages/verification';
import {
  phoneCodeResponseSchema,
  verificationRequestResponseSchema,
  type VerificationStatus,
} from '@/lib/vst/verification';
import { VerifiedBadge } from './VerifiedBadge';
import styles from './VerificationPanel.module.css';

type Errors = Record<string, string | undefined>;

/**
 * The dashboard's "Get verified": the outcome of the member's last request, and while none waits,
 * the request itself: their ID on file, a phone confirmed by a texted code and, for an agent, the
 * company's registration numbers. Each step answers in its own status line.
 */
export function VerificationPanel({ initial }: { initial: VerificationStatus }) {
  const [status, setStatus] = useState(initial);
  const [kind, setKind] = useState<VerifiedKind>(initial.verified_as ?? 'owner');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'confirm' | 'submit' | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success' | 'info'; message: string } | null>(null);

  const pending = status.request?.status === 'pending';
  const refused = status.request?.status === 'refused' ? status.request : null;

  async function sendCode() {
    setBusy('send');
    setErrors({});
    const result = await apiFetch('/api/vst/verification/sendPhoneCode', { method: 'POST', body: { phone }, schema: phoneCodeResponseSchema });
    setBusy(null);
    if (result.ok) {
      setCodeSentTo(result.data.phone);
      setNotice({ tone: 'info', message: result.data.Detail });
    } else if (result.fieldErrors?.phone) {
      setErrors({ phone: result.fieldErrors.phone });
    } else {
      setNotice({ tone: 'error', message: result.message });
    }
  }

  async function confirmCode() {
    setBusy('confirm');
    setErrors({});
    const result = await apiFetch('/api/vst/verification/confirmPhone', { method: 'POST', body: { code: code.trim() }, schema: phoneCodeResponseSchema });
    setBusy(null);
    if (result.ok) {
      setStatus({ ...status, phone_confirmed: result.data.phone });
      setCodeSentTo(null);
      setCode('');
      setNotice({ tone: 'success', message: text.phoneConfirmed(result.data.phone) });
    } else {
      setErrors({ code: result.fieldErrors?.code ?? result.message });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setBusy('submit');
    setErrors({});
    const body = { kind, ...(kind === 'agent' ? { cac_number: field('cac_number'), lasrera_number: field('lasrera_number') } : {}) };
    const result = await apiFetch('/api/vst/verification/request', { method: 'POST', body, schema: verificationRequestResponseSchema });
    setBusy(null);
    if (result.ok) {
      setStatus(result.data.verification);
      setNotice({ tone: 'success', message: text.sent });
    } else {
      setErrors(result.fieldErrors ?? {});
      setNotice({ tone: 'error', message: result.message });
    }
  }

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

      {pending ? null : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={profileStyles.choices}>
            <legend className={fieldStyles.label}>{text.kindLegend}</legend>
            {(['owner', 'agent'] as const).map((option) => (
              <label key={option} className={fieldStyles.check}>
                <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
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
            {errors.valid_id ? <p className={fieldStyles.error}>{errors.valid_id}</p> : null}
          </div>

          <div className={styles.step}>
            <h3>{text.phoneStep}</h3>
            {!status.sms_available ? (
              <p className={fieldStyles.error}>{text.phoneUnavailable}</p>
            ) : status.phone_confirmed && !codeSentTo ? (
              <p>{text.phoneConfirmed(status.phone_confirmed)}</p>
            ) : (
              <>
                <div className={styles.inline}>
                  <Field label={text.phoneLabel} hint={text.phoneHint} name="phone" type="tel" autoComplete="tel" inputMode="tel"
                    value={phone} onChange={(event) => setPhone(event.target.value)} error={errors.phone} />
                  <Button variant="secondary" onClick={sendCode} pending={busy === 'send'} disabled={!phone.trim()}>
                    {busy === 'send' ? text.sendingCode : text.sendCode}
                  </Button>
                </div>
                {codeSentTo ? (
                  <div className={styles.inline}>
                    <Field label={text.codeLabel} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6}
                      value={code} onChange={(event) => setCode(event.target.value)} error={errors.code} />
                    <Button variant="secondary" onClick={confirmCode} pending={busy === 'confirm'} disabled={code.trim().length !== 6}>
                      {busy === 'confirm' ? text.confirming : text.confirmCode}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </div>

          {kind === 'agent' ? (
            <div className={styles.step}>
              <h3>{text.companyStep}</h3>
              <Field label={text.cacLabel} hint={text.cacHint} name="cac_number" autoCapitalize="characters" error={errors.cac_number}
                defaultValue={refused?.cac_number ?? ''} />
              <Field label={text.lasreraLabel} hint={status.lasrera_required ? text.lasreraRequired : text.lasreraOptional} name="lasrera_number"
                autoCapitalize="characters" error={errors.lasrera_number} defaultValue={refused?.lasrera_number ?? ''} />
            </div>
          ) : null}

          <Button type="submit" pending={busy === 'submit'} disabled={!status.sms_available || !status.valid_id_link || !status.phone_confirmed}>
            {busy === 'submit' ? text.submitting : text.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
