import type { AdvertStatus } from '../db/schema';
import type { AdvertWithPlan, RunningAdvert } from '../queries/adverts';
import { fileLink, privateFileLink } from './fileLink';

/** A paid advert past its end is reported as expired; nothing has to run at midnight to flip it. */
export function advertStatusAt({ status, expiresAt }: { status: AdvertStatus; expiresAt: Date | null }, now: Date): AdvertStatus {
  return status === 'active' && expiresAt !== null && expiresAt <= now ? 'expired' : status;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The advert as docs/provider-contract.md describes it ("Adverts"). */
export function toAdvert({ advert, plan }: AdvertWithPlan, publicUrl: string, now: Date = new Date()) {
  const status = advertStatusAt(advert, now);
  // A running advert is public (queries/files.ts); before payment and after its end only its owner sees it.
  const link = status === 'active' ? fileLink : privateFileLink;
  return {
    advertID: advert.id,
    category: advert.category,
    title: advert.title,
    description: advert.description,
    amount: plan.amount,
    plan: { subscriptionID: plan.id, title: plan.title, amount: plan.amount, duration: plan.durationMonths },
    file_link: link(publicUrl, advert.fileKey),
    file_name: advert.fileName,
    status,
    date_created: advert.createdAt.toISOString(),
    verified_at: iso(advert.verifiedAt),
    paid_at: iso(advert.paidAt),
    expires_at: iso(advert.expiresAt),
    link: advert.link,
    impressions: advert.impressions,
    clicks: advert.clicks,
  };
}

/** How a slot shows the advert's document. */
export type SponsoredMedia = 'image' | 'video' | 'text' | 'document';

export function sponsoredMediaOf(contentType: string): SponsoredMedia {
  if (contentType.startsWith('image/')) return 'image';
  // Browsers play MP4; an AVI is offered as a document.
  if (contentType === 'video/mp4') return 'video';
  if (contentType.startsWith('text/plain')) return 'text';
  return 'document';
}

/** A running advert as the public slots show it ("Sponsored adverts" in docs/provider-contract.md): no plan, no counts. */
export function toSponsoredAdvert({ advert, contentType, text }: RunningAdvert, publicUrl: string) {
  return {
    advertID: advert.id,
    category: advert.category,
    title: advert.title,
    description: advert.description,
    media: sponsoredMediaOf(contentType),
    file_link: fileLink(publicUrl, advert.fileKey),
    text,
    /** Where the advertiser's link leads (shown as its host); the slot's link goes through the counting click route. */
    link: advert.link,
    expires_at: iso(advert.expiresAt),
  };
}
