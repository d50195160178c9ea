import 'server-only';
import { idParam } from '@/lib/adverts/steps';
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
export async function advertForPage(advertId: string | string[] | undefined, returnTo: string): Promise<AdvertForPage> {
  await requireSession(returnTo);
  const id = idParam(advertId);
  if (id === null) return { kind: 'missing' };
  const result = await getAdvert(id);
  if (result.ok) return { kind: 'found', advert: result.data };
  return result.status === 404 ? { kind: 'missing' } : { kind: 'failed', detail: result.detail };
}
