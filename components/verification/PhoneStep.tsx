'use client';

import { z } from 'zod';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { verificationText as text } from '@/lib/messages/verification';
import { phoneCodeResponseSchema } from '@/lib/vst/verification';
import styles from './VerificationPanel.module.css';

type PhoneCode = z.infer<typeof phoneCodeResponseSchema>;

const phoneSchema = z.object({ phone: z.string().trim().min(1, text.phoneHint).max(40) });
const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, text.codeFormat) });

/** Texts a code to the number typed: its own form, so Enter in the number sends the code. */
export function SendCodeForm({ onSent }: { onSent: (sent: PhoneCode) => void }) {
  const state = useServerForm({
    schema: phoneSchema,
    defaultValues: { phone: '' },
    action: '/api/vst/verification/sendPhoneCode',
    response: phoneCodeResponseSchema,
    onSuccess: onSent,
    // The provider's 502 is the SMS gateway failing, which the BFF reports as a bare server error.
    describeFailure: (failure) => (failure.status === 502 ? text.codeNotSent : failure.message),
  });
  const typed = state.form.watch('phone');
  return (
    <form className={styles.stepForm} onSubmit={state.onSubmit} noValidate>
      <FormErrorBanner banner={state.banner} />
      <div className={styles.inline}>
        <Field label={text.phoneLabel} hint={text.phoneHint} type="tel" autoComplete="tel" inputMode="tel" {...state.field('phone')} />
        <Button type="submit" variant="secondary" pending={state.pending} disabled={!typed.trim()}>
          {state.pending ? text.sendingCode : text.sendCode}
        </Button>
      </div>
    </form>
  );
}

/** Confirms the texted code. A wrong or expired code is the provider's plain 400: it is said under the code. */
export function ConfirmCodeForm({ onConfirmed }: { onConfirmed: (confirmed: PhoneCode) => void }) {
  const state = useServerForm({
    schema: codeSchema,
    defaultValues: { code: '' },
    action: '/api/vst/verification/confirmPhone',
    response: phoneCodeResponseSchema,
    onSuccess: onConfirmed,
    takeFailure: (failure) => {
      if (failure.status !== 400 || failure.fieldErrors) return false;
      state.form.setError('code', { type: 'server', message: failure.message }, { shouldFocus: true });
      return true;
    },
  });
  const typed = state.form.watch('code');
  return (
    <form className={styles.stepForm} onSubmit={state.onSubmit} noValidate>
      <FormErrorBanner banner={state.banner} />
      <div className={styles.inline}>
        <Field label={text.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...state.field('code')} />
        <Button type="submit" variant="secondary" pending={state.pending} disabled={typed.trim().length !== 6}>
          {state.pending ? text.confirming : text.confirmCode}
        </Button>
      </div>
    </form>
  );
}
