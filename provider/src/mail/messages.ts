import type { Mail } from './outbox';

/** The e-mails the provider sends. Links always point at the web app (APP_URL), never the provider. */

type Recipient = { email: string; firstName: string };

export function accountConfirmationMail(appUrl: string, to: Recipient, reference: string): Mail {
  const link = `${appUrl}/account/confirm/token?reference=${encodeURIComponent(reference)}`;
  return {
    to: to.email,
    subject: 'Confirm your account',
    text: `Hello ${to.firstName},\n\nWelcome! Please confirm your account by opening this link within 7 days:\n${link}\n`,
    links: [link],
  };
}

/** Sent instead of a confirmation when someone registers with an e-mail that already has an account. */
export function alreadyRegisteredMail(appUrl: string, to: Recipient): Mail {
  const loginLink = `${appUrl}/login`;
  const resetLink = `${appUrl}/forgot-password`;
  return {
    to: to.email,
    subject: 'You already have an account',
    text:
      `Hello ${to.firstName},\n\nSomeone, hopefully you, tried to register with this e-mail address, ` +
      `which already has an account.\nLog in: ${loginLink}\nForgot your password? ${resetLink}\n` +
      `If it was not you, you can ignore this e-mail.\n`,
    links: [loginLink, resetLink],
  };
}

export function passwordResetMail(appUrl: string, to: Recipient, token: string): Mail {
  const link = `${appUrl}/reset_password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to.email)}`;
  return {
    to: to.email,
    subject: 'Reset your password',
    text:
      `Hello ${to.firstName},\n\nOpen this link within one hour to choose a new password:\n${link}\n` +
      `If you did not ask for this, you can ignore this e-mail; your password stays the same.\n`,
    links: [link],
  };
}
