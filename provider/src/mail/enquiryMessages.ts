import { ENQUIRY_LINK_DAYS } from '../enquiries/addressConfirmation';
import { propertyPageLink } from './messages';
import { renderMail, type Mail } from './template';

/**
 * A listing owner's answers to a visitor's enquiry, sent from the site: the visitor learns nothing of
 * the owner's address, and answers by enquiring again or through the listing's page. Replies held
 * until the visitor confirmed their address arrive together, oldest first.
 */
export function enquiryReplyMail(
  appUrl: string,
  visitor: { email: string; name: string },
  listing: { id: number; name: string; address: string },
  reply: { from: string; messages: string[] },
): Mail {
  return renderMail({
    to: visitor.email,
    subject: `Reply about ${listing.name}`,
    greeting: visitor.name,
    blocks: [
      { paragraph: `${reply.from} answered your enquiry about ${listing.name}, ${listing.address}:` },
      ...reply.messages.map((message) => ({ quote: message })),
      { link: 'See the listing', url: propertyPageLink(appUrl, listing.id) },
      { paragraph: 'Inspections are free: never pay anyone to view a home. If you are asked to, report the listing from its page.' },
    ],
  });
}

/**
 * Asks an enquirer's address to confirm it wants the advertiser's answers. Anyone can type any
 * address into the lead form, so this mail carries nothing the enquirer wrote (not even their name):
 * only the listing's name and the link.
 */
export function enquiryAcknowledgementMail(appUrl: string, to: string, listing: { name: string }, token: string): Mail {
  return renderMail({
    to,
    subject: `Your enquiry about ${listing.name}`,
    greeting: undefined,
    blocks: [
      { paragraph: `You asked about ${listing.name}: confirm this was you to receive the advertiser's answers.` },
      { link: 'Confirm my enquiry', url: `${appUrl}/enquiries/confirm?token=${encodeURIComponent(token)}` },
      { paragraph: `The link works for ${ENQUIRY_LINK_DAYS} days. If you did not ask, ignore this e-mail: nothing more will be sent to you about it.` },
    ],
  });
}
