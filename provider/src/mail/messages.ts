import type { Mail } from './outbox';

/** The e-mails the provider sends. Links always point at the web app (APP_URL), never the provider. */

type Recipient = { email: string; firstName: string };

/** `next` (a path on the web app, checked by the caller) rides along for the login after confirming. */
export function accountConfirmationMail(appUrl: string, to: Recipient, reference: string, next?: string): Mail {
  const query = new URLSearchParams({ reference, ...(next ? { next } : {}) });
  const link = `${appUrl}/account/confirm/token?${query}`;
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
  const link = propertyPageLink(appUrl, listing.id);
  return {
    to: owner.email,
    subject: `New offer on ${listing.name}`,
    text:
      `Hello ${owner.firstName},\n\n${offer.name} has made an offer of ${naira(offer.amount)} on ${listing.name}, ` +
      `${listing.address} (asking ${naira(listing.price)}).\n\nPhone: ${offer.phone_no}\nNote: ${offer.note}\n\n` +
      `See the listing: ${link}\nAll offers are under My Properties on your dashboard.\n`,
    links: [link],
  };
}

export function leadReceivedMail(
  appUrl: string,
  owner: Recipient,
  listing: Listing,
  lead: { title: string; name: string; email: string; phone: string; state: string; platform: string },
): Mail {
  const link = propertyPageLink(appUrl, listing.id);
  return {
    to: owner.email,
    subject: `New enquiry about ${listing.name}`,
    text:
      `Hello ${owner.firstName},\n\n${lead.title} ${lead.name} is interested in ${listing.name}, ${listing.address}.\n\n` +
      `E-mail: ${lead.email}\nPhone: ${lead.phone}\nState: ${lead.state}\nFound us through: ${lead.platform}\n\n` +
      `See the listing: ${link}\n`,
    links: [link],
  };
}

/** Shared listings go to any address a visitor types, so the text holds nothing the visitor wrote. */
export function propertySharedMail(appUrl: string, to: string, listing: Listing, sharedBy: string | undefined): Mail {
  const link = propertyPageLink(appUrl, listing.id);
  return {
    to,
    subject: `A property for you: ${listing.name}`,
    text:
      `Hello,\n\n${sharedBy ?? 'Someone'} thought you might like this property:\n\n` +
      `${listing.name}\n${listing.address}\n${naira(listing.price)}\n\nSee it here: ${link}\n`,
    links: [link],
  };
}

/**
 * A saved search's alert: the matching listings, the search on the web app, and a one-click
 * unsubscribe. The body links to the web app's unsubscribe page (which says what it stops); the
 * List-Unsubscribe header names the provider's own call, which a mail client POSTs to (RFC 8058).
 */
export function savedSearchAlertMail(
  urls: { appUrl: string; publicUrl: string },
  to: Recipient,
  search: { name: string; query: string },
  listings: Listing[],
  token: string,
): Mail {
  const listingLinks = listings.map((listing) => propertyPageLink(urls.appUrl, listing.id));
  const searchLink = `${urls.appUrl}/properties?${search.query}`;
  const unsubscribePage = `${urls.appUrl}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = `${urls.publicUrl}/api/vst/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const lines = listings.map((listing, index) => `- ${listing.name}, ${listing.address}: ${naira(listing.price)}\n  ${listingLinks[index]}`);
  const subject = listings.length === 1 ? `New listing for "${search.name}"` : `${listings.length} new listings for "${search.name}"`;
  return {
    to: to.email,
    subject,
    text:
      `Hello ${to.firstName},\n\nNew on NaijaHomes for your saved search "${search.name}":\n\n${lines.join('\n')}\n\n` +
      `See the whole search: ${searchLink}\n\nStop these e-mails: ${unsubscribePage}\n`,
    links: [...listingLinks, searchLink, unsubscribePage],
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
