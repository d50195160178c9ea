import { propertyPageLink } from './messages';
import { renderMail, type Mail } from './template';

type Recipient = { email: string; firstName: string };

/** The owner's listing is held: some of its photos are another advertiser's listing's. */
export function listingHeldForReviewMail(appUrl: string, owner: Recipient, listing: { name: string }): Mail {
  return renderMail({
    to: owner.email,
    subject: `Your listing ${listing.name} is in review`,
    greeting: owner.firstName,
    blocks: [
      {
        paragraph: `Some photos of your listing ${listing.name} match the photos of another advertiser's listing, so it is not shown on the site until our staff have looked at both.`,
      },
      { paragraph: 'If these are your photos of your home, there is nothing to do: we will e-mail you when it is published. If they are not, please replace them with your own.' },
      { link: 'See your listings', url: `${appUrl}/dashboard` },
    ],
  });
}

/** Staff checked the held listing and published it. */
export function heldListingPublishedMail(appUrl: string, owner: Recipient, listing: { id: number; name: string }): Mail {
  return renderMail({
    to: owner.email,
    subject: `Your listing ${listing.name} is published`,
    greeting: owner.firstName,
    blocks: [
      { paragraph: `Our staff have looked at the photos of your listing ${listing.name}: it now appears on the site.` },
      { link: 'See the listing', url: propertyPageLink(appUrl, listing.id) },
    ],
  });
}
