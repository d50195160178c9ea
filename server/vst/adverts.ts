import 'server-only';
import { redirect } from 'next/navigation';
import { advertPaths, idParam } from '@/lib/adverts/steps';
import {
  activeAdvertsResponseSchema,
  advertResponseSchema,
  myAdvertsResponseSchema,
  recordClickResponseSchema,
  recordImpressionsResponseSchema,
  type Advert,
  type SponsoredAdvert,
} from '@/lib/vst/adverts';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { requireSession } from '@/server/session';
import { vstGet, vstPost } from './client';
import { privateGet } from './dashboard';

/**
 * The running adverts for the sponsored slots, through the cached read (tag `adverts`, expired by a
 * payment's callback): public pages stay ISR-cached and make no provider call of their own. Any
 * failure, a provider without the call (404) included, leaves the slots empty: an advert is never
 * worth an error on the page.
 */
export async function getActiveAdverts(limit: number): Promise<SponsoredAdvert[]> {
  const result = await vstGet('adverts/activeAdverts', {
    query: { limit },
    schema: activeAdvertsResponseSchema,
    revalidate: revalidateSeconds.adverts,
    tags: [cacheTags.adverts],
  });
  return result.ok ? result.data.adverts : [];
}

/** Counts one impression of each advert (a batch from one page's beacon). */
export const recordImpressions = (advertIds: number[], clientAddress: string | undefined) =>
  vstPost('adverts/recordImpressions', { body: { advert_ids: advertIds }, schema: recordImpressionsResponseSchema, clientAddress });

/** Counts a click and answers the advert's stored link: the only place the click route may send the browser. */
export const recordClick = (advertId: number, clientAddress: string | undefined) =>
  vstPost('adverts/recordClick', { body: { advert_id: advertId }, schema: recordClickResponseSchema, clientAddress });

/** The signed-in user's adverts (My Adverts), newest first. */
export async function getMyAdverts() {
  const result = await privateGet('adverts/myAdverts', { schema: myAdvertsResponseSchema });
  return result.ok ? { ...result, data: result.data.adverts } : result;
}

/** One of the user's adverts; another user's answers 404 like a missing one. */
export async function getAdvert(advertId: number) {
  const result = await privateGet('adverts/getAdvert', { query: { advert_id: advertId }, schema: advertResponseSchema });
  return result.ok ? { ...result, data: result.data.advert } : result;
}

export type AdvertForPage = { kind: 'found'; advert: Advert } | { kind: 'missing' } | { kind: 'failed'; detail: string };

/**
 * For the advert step pages: sign-in first (else to sign-in and back to `returnTo`), then the user's
 * advert named by the URL. Another user's advert is missing, exactly like one that does not exist.
 */
async function advertForPage(advertId: string | string[] | undefined, returnTo: string): Promise<AdvertForPage> {
  await requireSession(returnTo);
  const id = idParam(advertId);
  if (id === null) return { kind: 'missing' };
  const result = await getAdvert(id);
  if (result.ok) return { kind: 'found', advert: result.data };
  return result.status === 404 ? { kind: 'missing' } : { kind: 'failed', detail: result.detail };
}

/** The page of each unfinished status: success (verify it) for an uploaded advert, verified (pay) for a verified one. */
const stepPageOf = { uploaded: advertPaths.uploaded, verified: advertPaths.verified } as const;

/**
 * For a step page that serves adverts of one status: an unfinished advert of another status is sent
 * to its own step's page (a back button, a second tab), a paid one is 'paid'.
 */
export async function advertAtStep(
  advertId: string | string[] | undefined,
  status: keyof typeof stepPageOf,
  returnTo: string,
): Promise<AdvertForPage | { kind: 'paid' }> {
  const found = await advertForPage(advertId, returnTo);
  if (found.kind !== 'found' || found.advert.status === status) return found;
  const own = found.advert.status;
  if (own === 'uploaded' || own === 'verified') redirect(stepPageOf[own](found.advert.advertID));
  return { kind: 'paid' };
}
