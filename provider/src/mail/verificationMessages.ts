import { renderMail, type Mail } from './template';

type Recipient = { email: string; firstName: string };
type Kind = 'owner' | 'agent';

const badge = (kind: Kind) => (kind === 'agent' ? 'Verified agent' : 'Verified owner');

/** Staff approved the member's request: their listings and profile now show the badge. */
export function verificationApprovedMail(appUrl: string, to: Recipient, kind: Kind): Mail {
  return renderMail({
    to: to.email,
    subject: `You are now a ${badge(kind).toLowerCase()}`,
    greeting: to.firstName,
    blocks: [
      { paragraph: `Our staff have checked your request: your listings and your profile now show "${badge(kind)}".` },
      { paragraph: 'The badge tells buyers and tenants who you are; it says nothing about any property, which they still inspect.' },
      { link: 'See your profile', url: `${appUrl}/dashboard?view=profile` },
    ],
  });
}

/** Staff refused the member's request, with the reason they read in the dashboard too. */
export function verificationRefusedMail(appUrl: string, to: Recipient, reason: string): Mail {
  return renderMail({
    to: to.email,
    subject: 'Your verification request was not approved',
    greeting: to.firstName,
    blocks: [
      { paragraph: 'Our staff have looked at your verification request and could not approve it.' },
      { fields: [['Reason', reason]] },
      { paragraph: 'You can correct what is needed and ask again from your dashboard.' },
      { link: 'Open your dashboard', url: `${appUrl}/dashboard?view=profile` },
    ],
  });
}
