/** Verified owners and agents: the badge, the dashboard's request, the listing filter and the staff queue. */
import { propertyCardText, type VerifiedKind } from './property-card';

export type { VerifiedKind };

const notTheProperty = 'It shows who they are; it does not check the property, its title documents or its price.';

export const verificationText = {
  badge: propertyCardText.verified,
  cardLine: propertyCardText.verifiedCardLine,
  /** The line beside the badge on the property page and the profile: what was checked, what was not. */
  line: {
    owner: `Our staff checked this owner's government ID and confirmed their phone number with a code. ${notTheProperty}`,
    agent: `Our staff checked this agent's government ID, confirmed their phone number with a code and checked their company's CAC registration (and, in Lagos, their LASRERA registration). ${notTheProperty}`,
  } satisfies Record<VerifiedKind, string>,
  filterLabel: 'Verified advertisers only',

  heading: 'Get verified',
  intro: 'Buyers and tenants trust advertisers whose identity we have checked. Our staff check your ID and phone number (and, for agents, your registration numbers) and then show a badge on your listings and profile.',
  youAre: (kind: VerifiedKind) => `You are a ${verificationText.badge[kind].toLowerCase()}.`,
  pending: 'Your request is waiting for review by our staff. We will e-mail you the outcome.',
  refused: (reason: string) => `Your last request was refused: ${reason}`,
  askAgain: 'You can correct what is needed and ask again.',
  revoked: (reason: string) => `Our staff withdrew your badge: ${reason}`,
  kindLegend: 'I advertise as',
  kinds: { owner: 'An owner (my own properties)', agent: 'An agent (a registered company)' } satisfies Record<VerifiedKind, string>,
  idStep: 'Your ID',
  idOnFile: 'Your valid ID from your profile will be sent to our staff. Only you and our staff can open it.',
  openId: 'Open your ID',
  idMissing: 'Upload a valid ID in the profile above first (Edit profile, Valid ID).',
  phoneStep: 'Your phone number',
  phoneLabel: 'Mobile number',
  phoneHint: 'A Nigerian mobile number, such as 0803 123 4567. We text it a six-digit code.',
  sendCode: 'Send code',
  sendingCode: 'Sending…',
  codeNotSent: 'We could not send the text just now. Please try again in a few minutes.',
  codeLabel: 'Code from the text message',
  confirmCode: 'Confirm code',
  codeFormat: 'Enter the six digits of the code we texted you.',
  confirming: 'Confirming…',
  phoneConfirmed: (phone: string) => `Phone number ${phone} confirmed.`,
  phoneUnavailable: 'Phone confirmation is not available just now, so requests cannot be sent. Please try again later.',
  companyStep: 'Your company',
  cacLabel: 'CAC registration number',
  cacHint: 'RC followed by digits for a company (RC123456), BN for a business name (BN1234567).',
  lasreraLabel: 'LASRERA registration number',
  lasreraRequired: 'Required: you work in Lagos State.',
  lasreraOptional: 'Only needed if you work in Lagos State.',
  submit: 'Ask to be verified',
  submitting: 'Sending…',
  sent: 'Your request has been sent to our staff.',
  notOffered: 'Verification is not offered just now.',
  statusFailed: 'We could not load your verification. Please try again.',

  // The staff console's queue.
  queueHeading: 'Verification requests',
  queueEmpty: 'No verification request is waiting.',
  queueFailed: 'We could not load the verification requests. Please try again.',
  requestedAs: (kind: VerifiedKind) => `Asks to be a ${verificationText.badge[kind].toLowerCase()}`,
  phone: 'Phone (confirmed by code)',
  cac: 'CAC number',
  lasrera: 'LASRERA number',
  none: 'None given',
  openDocument: 'Open the ID document',
  approve: 'Approve',
  refuse: 'Refuse',
  reasonLabel: 'Reason for refusing (sent to the member)',
  reasonRequired: 'Give the member a reason',
  approved: (name: string) => `${name} is now verified.`,
  refusedDone: (name: string) => `The request of ${name} was refused.`,
  previousName: (name: string) => `Verified before as ${name}; the name has changed since. Check the new name against the ID.`,

  // The staff console's verified members.
  verifiedHeading: 'Verified members',
  verifiedEmpty: 'No member is verified.',
  verifiedAs: (kind: VerifiedKind, date: string) => `${verificationText.badge[kind]} since ${date}`,
  revoke: 'Revoke',
  revokeReasonLabel: 'Reason for revoking (sent to the member)',
  revokedDone: (name: string) => `The badge of ${name} was withdrawn.`,
} as const;
