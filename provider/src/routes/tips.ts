import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound } from '../http/errors';
import { pagination, positiveId, requiredText } from '../http/fields';
import { offsetOf, pageMeta } from '../http/pagination';
import { parseQuery } from '../http/validation';
import { countTips, findRecentTips, findRelatedTips, findTip, findTips, titleContains } from '../queries/tips';
import { toTip } from '../serializers/tip';

const ARTICLES_BESIDE_A_TIP = 3;

const listQuery = z.object({ query: requiredText.optional(), ...pagination(9, 30) });

const detailQuery = z
  .object({ id: positiveId.optional(), slug: requiredText.optional() })
  .refine((q) => q.id !== undefined || q.slug !== undefined, { message: 'Give an id or a slug', path: ['id'] });

export function tipRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/params/getTipsAndGuide', async (c) => {
    const query = parseQuery(c, listQuery);
    const where = titleContains(query.query);
    const [rows, total] = await Promise.all([
      findTips(db, where, query.per_page, offsetOf(query)),
      countTips(db, where),
    ]);
    return c.json({
      tips_and_guides: {
        data: rows.map((tip) => toTip(tip, config.publicUrl)),
        meta: pageMeta(query, rows.length, total),
      },
    });
  });

  routes.get('/params/getTipDetail', async (c) => {
    const query = parseQuery(c, detailQuery);
    const tip = await findTip(db, query.id !== undefined ? { id: query.id } : { slug: query.slug ?? '' });
    if (!tip) throw notFound('Article not found');
    const [recent, related] = await Promise.all([
      findRecentTips(db, tip, ARTICLES_BESIDE_A_TIP),
      findRelatedTips(db, tip, ARTICLES_BESIDE_A_TIP),
    ]);
    const serialize = (row: typeof tip) => toTip(row, config.publicUrl);
    return c.json({ tip: serialize(tip), recent: recent.map(serialize), related: related.map(serialize) });
  });

  return routes;
}
