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

/** Staff withdrew the member's badge, with the reason they read in the dashboard too. */
export function verificationRevokedMail(appUrl: string, to: Recipient, kind: Kind, reason: string): Mail {
  return renderMail({
    to: to.email,
    subject: `Your "${badge(kind)}" badge has been withdrawn`,
    greeting: to.firstName,
    blocks: [
      { paragraph: `Our staff have withdrawn your "${badge(kind)}" badge: your listings and your profile no longer show it.` },
      { fields: [['Reason', reason]] },
      { paragraph: 'If you think this is a mistake, you can ask to be verified again from your dashboard.' },
      { link: 'Open your dashboard', url: `${appUrl}/dashboard?view=profile` },
    ],
  });
}

/** The member changed the name staff had approved: the badge waits for staff to check the new one. */
export function verificationBackToReviewMail(appUrl: string, to: Recipient, kind: Kind): Mail {
  return renderMail({
    to: to.email,
    subject: `Your "${badge(kind)}" badge is back in review`,
    greeting: to.firstName,
    blocks: [
      { paragraph: `You changed the name on your profile. The "${badge(kind)}" badge vouches for the name our staff checked against your ID, so it is hidden until they check the new one.` },
      { paragraph: 'If your ID shows your old name, upload one with the new name in your profile. We will e-mail you the outcome.' },
      { link: 'Open your dashboard', url: `${appUrl}/dashboard?view=profile` },
    ],
  });
}
