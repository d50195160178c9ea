import type { AdvertStatus } from '../db/schema';
import type { AdvertWithPlan } from '../queries/adverts';
import { fileLink } from './fileLink';

/** A paid advert past its end is reported as expired; nothing has to run at midnight to flip it. */
export function advertStatusAt({ status, expiresAt }: { status: AdvertStatus; expiresAt: Date | null }, now: Date): AdvertStatus {
  return status === 'active' && expiresAt !== null && expiresAt <= now ? 'expired' : status;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The advert as docs/provider-contract.md describes it ("Adverts"). */
export function toAdvert({ advert, plan }: AdvertWithPlan, publicUrl: string, now: Date = new Date()) {
  return {
    advertID: advert.id,
    category: advert.category,
    title: advert.title,
    description: advert.description,
    amount: plan.amount,
    plan: { subscriptionID: plan.id, title: plan.title, amount: plan.amount, duration: plan.durationMonths },
    file_link: fileLink(publicUrl, advert.fileKey),
    file_name: advert.fileName,
    status: advertStatusAt(advert, now),
    date_created: advert.createdAt.toISOString(),
    verified_at: iso(advert.verifiedAt),
    paid_at: iso(advert.paidAt),
    expires_at: iso(advert.expiresAt),
  };
}
