import { renderMail, type Mail } from './template';

/** The e-mails the provider sends. Links always point at the web app (APP_URL), never the provider. */

type Recipient = { email: string; firstName: string };

/** `next` (a path on the web app, checked by the caller) rides along for the login after confirming. */
export function accountConfirmationMail(appUrl: string, to: Recipient, reference: string, next?: string): Mail {
  const query = new URLSearchParams({ reference, ...(next ? { next } : {}) });
  return renderMail({
    to: to.email,
    subject: 'Confirm your account',
    greeting: to.firstName,
    // Each sign-up gets its own link, and opening it makes that sign-up's password the account's: an
    // owner who finds a sign-up they did not make should leave its link alone.
    blocks: [
      { paragraph: 'Welcome! Please confirm your account by opening this link within 7 days:' },
      { link: 'Confirm your account', url: `${appUrl}/account/confirm/token?${query}` },
      { paragraph: 'Opening it activates the password chosen with this sign-up. If you did not sign up, you can ignore this e-mail.' },
    ],
  });
}

/** Sent instead of a confirmation when someone registers with an e-mail that already has an account. */
export function alreadyRegisteredMail(appUrl: string, to: Recipient): Mail {
  return renderMail({
    to: to.email,
    subject: 'You already have an account',
    greeting: to.firstName,
    blocks: [
      { paragraph: 'Someone, hopefully you, tried to register with this e-mail address, which already has an account.' },
      { link: 'Log in', url: `${appUrl}/login` },
      { link: 'Forgot your password?', url: `${appUrl}/forgot-password` },
      { paragraph: 'If it was not you, you can ignore this e-mail.' },
    ],
  });
}

export function passwordResetMail(appUrl: string, to: Recipient, token: string): Mail {
  return renderMail({
    to: to.email,
    subject: 'Reset your password',
    greeting: to.firstName,
    blocks: [
      { paragraph: 'Open this link within one hour to choose a new password:' },
      { link: 'Choose a new password', url: `${appUrl}/reset_password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to.email)}` },
      { paragraph: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.' },
    ],
  });
}

/** The web app's page of a listing, the link every property e-mail carries. */
export const propertyPageLink = (appUrl: string, propertyId: number) => `${appUrl}/property/${propertyId}`;

const naira = (amount: number) => `NGN ${amount.toLocaleString('en-NG', { maximumFractionDigits: 0 })}`;

type Listing = { id: number; name: string; address: string; price: number };

export function offerReceivedMail(
  appUrl: string,
  owner: Recipient,
  listing: Listing,
  offer: { name: string; phone_no: string; amount: number; note: string },
): Mail {
  return renderMail({
    to: owner.email,
    subject: `New offer on ${listing.name}`,
    greeting: owner.firstName,
    blocks: [
      { paragraph: `${offer.name} has made an offer of ${naira(offer.amount)} on ${listing.name}, ${listing.address} (asking ${naira(listing.price)}).` },
      { fields: [['Phone', offer.phone_no], ['Note', offer.note]] },
      { link: 'See the listing', url: propertyPageLink(appUrl, listing.id) },
      { paragraph: 'All offers are under My Properties on your dashboard.' },
    ],
  });
}

export function leadReceivedMail(
  appUrl: string,
  owner: Recipient,
  listing: Listing,
  lead: { title: string; name: string; email: string; phone: string; state: string; platform: string },
): Mail {
  return renderMail({
    to: owner.email,
    subject: `New enquiry about ${listing.name}`,
    greeting: owner.firstName,
    blocks: [
      { paragraph: `${lead.title} ${lead.name} is interested in ${listing.name}, ${listing.address}.` },
      { fields: [['E-mail', lead.email], ['Phone', lead.phone], ['State', lead.state], ['Found us through', lead.platform]] },
      { link: 'See the listing', url: propertyPageLink(appUrl, listing.id) },
    ],
    // Replying answers the enquirer, not MAIL_FROM (the address was checked as an e-mail address).
    headers: { 'Reply-To': lead.email },
  });
}

/**
 * A comment on a listing, to its owner. Comments can come quickly, so the caller sends at most one of
 * these an hour per listing (COMMENT_MAIL_INTERVAL_MS in routes/engagement.ts) and the mail says so.
 */
export function commentPostedMail(appUrl: string, owner: Recipient, listing: Listing, comment: { author: string; text: string }): Mail {
  return renderMail({
    to: owner.email,
    subject: `New comment on ${listing.name}`,
    greeting: owner.firstName,
    blocks: [
      { paragraph: `${comment.author} commented on ${listing.name}, ${listing.address}:` },
      { quote: comment.text },
      { link: 'Answer on the listing', url: propertyPageLink(appUrl, listing.id) },
      { paragraph: "You get at most one e-mail an hour about a listing's comments; the listing shows them all." },
    ],
  });
}

/** Shared listings go to any address a visitor types, so the text holds nothing the visitor wrote. */
export function propertySharedMail(appUrl: string, to: string, listing: Listing, sharedBy: string | undefined): Mail {
  return renderMail({
    to,
    subject: `A property for you: ${listing.name}`,
    greeting: undefined,
    blocks: [
      { paragraph: `${sharedBy ?? 'Someone'} thought you might like this property:` },
      { paragraph: `${listing.name}\n${listing.address}\n${naira(listing.price)}` },
      { link: 'See it here', url: propertyPageLink(appUrl, listing.id) },
    ],
  });
}

/**
 * A saved search's alert (instant, or the daily digest): the matching listings, the search on the web
 * app, and a one-click unsubscribe. The body links to the web app's unsubscribe page (which says what
 * it stops); the List-Unsubscribe header names the web app's one-click address
 * (app/api/alerts/unsubscribe), which a mail client POSTs `List-Unsubscribe=One-Click` to without
 * opening anything, and which passes the token on to the provider: the provider need not be public.
 */
export function savedSearchAlertMail(
  urls: { appUrl: string },
  to: Recipient,
  search: { name: string; query: string },
  listings: Listing[],
  token: string,
): Mail {
  const oneClick = `${urls.appUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const subject = listings.length === 1 ? `New listing for "${search.name}"` : `${listings.length} new listings for "${search.name}"`;
  return renderMail({
    to: to.email,
    subject,
    greeting: to.firstName,
    blocks: [
      { paragraph: `New on NaijaHomes for your saved search "${search.name}":` },
      {
        items: listings.map((listing) => ({
          text: `${listing.name}, ${listing.address}: ${naira(listing.price)}`,
          url: propertyPageLink(urls.appUrl, listing.id),
        })),
      },
      { link: 'See the whole search', url: `${urls.appUrl}/properties?${search.query}` },
      { link: 'Stop these e-mails', url: `${urls.appUrl}/alerts/unsubscribe?token=${encodeURIComponent(token)}` },
    ],
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

/** The reporter's receipt: the reference to quote. The owner is never told who reported. */
export function listingReportedMail(appUrl: string, to: string, listing: { id: number; name: string }, reference: string): Mail {
  return renderMail({
    to,
    subject: `Your report ${reference} was received`,
    greeting: undefined,
    blocks: [
      { paragraph: `Thank you for reporting ${listing.name}. Our staff review every report.` },
      { fields: [['Reference', reference]] },
      { link: 'The listing you reported', url: propertyPageLink(appUrl, listing.id) },
      { paragraph: 'Never pay anyone an inspection or "registration" fee before you have seen a property in person.' },
    ],
  });
}

/** Staff hid the owner's listing: why, and where to see it. */
export function listingHiddenMail(appUrl: string, owner: Recipient, listing: { name: string }, reason: string): Mail {
  return renderMail({
    to: owner.email,
    subject: `Your listing ${listing.name} has been hidden`,
    greeting: owner.firstName,
    blocks: [
      { paragraph: `Our staff have hidden your listing ${listing.name}: it no longer appears on the site.` },
      { fields: [['Reason', reason]] },
      { link: 'See your listings', url: `${appUrl}/dashboard` },
    ],
  });
}

/** Staff restored the owner's listing. */
export function listingRestoredMail(appUrl: string, owner: Recipient, listing: { id: number; name: string }): Mail {
  return renderMail({
    to: owner.email,
    subject: `Your listing ${listing.name} is visible again`,
    greeting: owner.firstName,
    blocks: [
      { paragraph: `Our staff have restored your listing ${listing.name}.` },
      { link: 'See the listing', url: propertyPageLink(appUrl, listing.id) },
    ],
  });
}
