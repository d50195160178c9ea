'use client';

import { Field } from '@/components/ui/Field';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { showToast } from '@/components/ui/showToast';
import { forgotPasswordSchema } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';
import { messages } from '@/lib/messages';

/** Asks for a reset link. The answer never says whether the e-mail has an account. */
export function ForgotPasswordForm({ labelledBy }: { labelledBy: string }) {
  const forgotPassword = useServerForm<typeof forgotPasswordSchema, { message: string }>({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    action: '/api/auth/forgot-password',
    // sonner loads with the first toast: it would be a sixth of the page's own JavaScript.
    onSuccess: ({ message }) => showToast('success', message),
    describeFailure: () => messages.resetRequestFailed,
  });

  return (
    <ServerForm state={forgotPassword} submitLabel={authText.forgotSubmit} labelledBy={labelledBy}>
      <Field label={authText.emailLabel} type="email" autoComplete="email" inputMode="email" {...forgotPassword.field('email')} />
    </ServerForm>
  );
}
