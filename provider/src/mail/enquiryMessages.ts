import { propertyPageLink } from './messages';
import { renderMail, type Mail } from './template';

/**
 * A listing owner's answer to a visitor's enquiry, sent from the site: the visitor learns nothing of
 * the owner's address, and answers by enquiring again or through the listing's page.
 */
export function enquiryReplyMail(
  appUrl: string,
  visitor: { email: string; name: string },
  listing: { id: number; name: string; address: string },
  reply: { from: string; message: string },
): Mail {
  return renderMail({
    to: visitor.email,
    subject: `Reply about ${listing.name}`,
    greeting: visitor.name,
    blocks: [
      { paragraph: `${reply.from} answered your enquiry about ${listing.name}, ${listing.address}:` },
      { quote: reply.message },
      { link: 'See the listing', url: propertyPageLink(appUrl, listing.id) },
      { paragraph: 'Inspections are free: never pay anyone to view a home. If you are asked to, report the listing from its page.' },
    ],
  });
}
