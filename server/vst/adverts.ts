import 'server-only';
import { advertResponseSchema, myAdvertsResponseSchema } from '@/lib/vst/adverts';
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
