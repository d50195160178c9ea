import 'server-only';
import { redirect } from 'next/navigation';
import { advertPaths, idParam } from '@/lib/adverts/steps';
import { advertResponseSchema, myAdvertsResponseSchema, type Advert } from '@/lib/vst/adverts';
import { requireSession } from '@/server/session';
import { privateGet } from './dashboard';

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
