'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Field } from '@/components/ui/Field';
import { Spinner } from '@/components/ui/Spinner';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { resetPasswordSchema, type ResetLinkInput } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';
import { messages } from '@/lib/messages';
import { AuthCard } from './AuthCard';
import { AuthOutcome } from './AuthOutcome';
import { useOneTimeRequest } from './useOneTimeRequest';

const titleId = 'reset-title';

/**
 * The page behind the e-mailed reset link: the link is checked first (the server keeps the reset
 * token it returns), and only a valid link shows the new-password form.
 */
export function ResetPasswordPanel({ link }: { link: ResetLinkInput | null }) {
  const lookup = useOneTimeRequest<{ email: string }>({
    path: '/api/auth/reset-link',
    body: link,
    invalidMessage: messages.linkExpired,
  });

  if (lookup.status === 'pending') {
    return (
      <AuthCard title={authText.resetTitle} titleId={titleId}>
        <Spinner label={authText.checkingLink} showLabel />
      </AuthCard>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <AuthCard title={authText.resetTitle} titleId={titleId}>
        <AuthOutcome tone="error" message={lookup.message} next={{ href: '/forgot-password', label: authText.requestNewLink }} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={authText.resetTitle} titleId={titleId} intro={`${authText.resetIntro} ${lookup.data.email}`}>
      <NewPasswordForm />
    </AuthCard>
  );
}

function NewPasswordForm() {
  const router = useRouter();
  const resetPassword = useServerForm<typeof resetPasswordSchema, { message: string }>({
    schema: resetPasswordSchema,
    defaultValues: { password: '', password_confirmation: '' },
    action: '/api/auth/reset-password',
    onSuccess: () => {
      toast.success(messages.resetSuccess);
      router.replace('/login');
    },
    describeFailure: () => messages.invalidCredentials,
  });

  return (
    <ServerForm state={resetPassword} submitLabel={authText.resetSubmit} labelledBy={titleId}>
      <Field
        label={authText.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        hint={authText.passwordHint}
        {...resetPassword.field('password')}
      />
      <Field
        label={authText.passwordConfirmationLabel}
        type="password"
        autoComplete="new-password"
        {...resetPassword.field('password_confirmation')}
      />
    </ServerForm>
  );
}
