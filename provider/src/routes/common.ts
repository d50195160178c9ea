import { asc, desc, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { notFound } from '../http/errors';
import { offsetOf, pageMeta, SEARCH_COUNT_CAP, searchPageMeta, type PageRequest } from '../http/pagination';
import { countProperties, countPropertiesUpTo, findPropertyCards } from '../queries/propertyCards';
import { findPropertyWithOwner } from '../queries/propertyOwner';
import { toPropertyCard } from '../serializers/property';

/** What the property routes share: the not-found answer, the listing sorts and a page of cards. */

export const PROPERTY_NOT_FOUND = 'Property not found';

export async function propertyOrNotFound(db: Database, propertyId: number) {
  const found = await findPropertyWithOwner(db, propertyId);
  if (!found) throw notFound(PROPERTY_NOT_FOUND);
  return found;
}

export const PROPERTY_SORTS = {
  most_recent: [desc(properties.createdAt), desc(properties.id)],
  highest_price: [desc(properties.price), desc(properties.id)],
  lowest_price: [asc(properties.price), asc(properties.id)],
} satisfies Record<string, SQL[]>;

export const pageType = z.enum(['most_recent', 'highest_price', 'lowest_price'], { error: 'Unknown sort' }).default('most_recent');

/**
 * One page of cards and its PageMeta; `where` filters the properties table only, so it also counts. A
 * public search (`search`) is counted only up to SEARCH_COUNT_CAP.
 */
export async function propertyCardPage(db: Database, publicUrl: string, where: SQL | undefined, orderBy: SQL[], page: PageRequest, search = false) {
  const [rows, total] = await Promise.all([
    findPropertyCards(db, { where, orderBy, limit: page.per_page, offset: offsetOf(page) }),
    search ? countPropertiesUpTo(db, where, SEARCH_COUNT_CAP) : countProperties(db, where),
  ]);
  const now = new Date();
  const meta = search ? searchPageMeta(page, rows.length, total) : pageMeta(page, rows.length, total);
  return { data: rows.map((row) => toPropertyCard(row, publicUrl, now)), meta };
}
