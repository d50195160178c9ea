import { and, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tips } from '../db/schema';

const NEWEST_FIRST = [desc(tips.postedAt), desc(tips.id)];

/** `query` matches anywhere in the title; LIKE's wildcards in it are taken literally. */
export function titleContains(query: string | undefined): SQL | undefined {
  if (query === undefined) return undefined;
  return ilike(tips.title, `%${query.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`);
}

export function findTips(db: Database, where: SQL | undefined, limit: number, offset: number) {
  return db.select().from(tips).where(where).orderBy(...NEWEST_FIRST).limit(limit).offset(offset);
}

export async function countTips(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tips).where(where);
  return row?.total ?? 0;
}

export async function findTip(db: Database, by: { id: number } | { slug: string }) {
  const [tip] = await db
    .select()
    .from(tips)
    .where('id' in by ? eq(tips.id, by.id) : eq(tips.slug, by.slug));
  return tip;
}

export type TipRow = typeof tips.$inferSelect;

export const findRecentTips = (db: Database, besides: TipRow, limit: number) =>
  findTips(db, ne(tips.id, besides.id), limit, 0);

/**
 * Other tips that share words with this one's title, best match first (PostgreSQL full-text
 * search over title and excerpt, so "renting" matches "rent").
 */
export function findRelatedTips(db: Database, tip: TipRow, limit: number) {
  const words = tip.title.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (words.length === 0) return Promise.resolve([]);
  const document = sql`to_tsvector('english', ${tips.title} || ' ' || ${tips.excerpt})`;
  const anyWord = sql`to_tsquery('english', ${words.join(' | ')})`;
  return db
    .select()
    .from(tips)
    .where(and(ne(tips.id, tip.id), sql`${document} @@ ${anyWord}`))
    .orderBy(desc(sql`ts_rank(${document}, ${anyWord})`), ...NEWEST_FIRST)
    .limit(limit);
}
