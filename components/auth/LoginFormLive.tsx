'use client';

import type { LiveFormProps } from '@/components/forms/DeferredForm';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { loginSchema } from '@/lib/forms/auth';
import { messages } from '@/lib/messages';
import { nextOfAddress } from './nextOfAddress';
import type { LoginFieldName, LoginFormLiveProps } from './loginFormParts';
import { useFinishSignIn, type SignedIn } from './useFinishSignIn';

/** The login form's validation and sending (loaded by ./LoginForm). */
export function LoginFormLive({ next, fields, labelledBy, submitLabel }: LoginFormLiveProps & LiveFormProps<LoginFieldName>) {
  const finishSignIn = useFinishSignIn();
  const login = useServerForm<typeof loginSchema, SignedIn>({
    schema: loginSchema,
    // The e-mail given to the plain form (a confirmation link's) comes over with what was typed.
    defaultValues: { email: '', password: '' },
    action: '/api/auth/login',
    extraBody: () => {
      const target = next ?? nextOfAddress();
      return target ? { next: target } : undefined;
    },
    onSuccess: finishSignIn,
    // A 400 is bad credentials, with the catalogue's message for them; anything else (unconfirmed, server down) says why.
    describeFailure: (failure) => (failure.status === 400 ? messages.invalidCredentials : failure.message),
  });

  return (
    <ServerForm state={login} submitLabel={submitLabel} labelledBy={labelledBy}>
      {fields(login.field, () => '')}
    </ServerForm>
  );
}
