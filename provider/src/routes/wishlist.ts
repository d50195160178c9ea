import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { properties, wishlistItems } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { pagination, positiveId } from '../http/fields';
import { parseJsonBody, parseQuery } from '../http/validation';
import { visibleListing } from '../queries/propertyCards';
import { pageType, PROPERTY_SORTS, propertyCardPage, propertyOrNotFound } from './common';

const wishlistQuery = z.object({ page_type: pageType, ...pagination(12, 48) });
const propertyBody = z.object({ property_id: positiveId });

/** A signed-in user's saved properties. */
export function wishlistRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);

  const isSaved = (userId: number, propertyId: number) =>
    and(eq(wishlistItems.userId, userId), eq(wishlistItems.propertyId, propertyId));

  routes.post('/profile/addToWishlist', signedIn, async (c) => {
    const { property_id } = await parseJsonBody(c, propertyBody);
    await propertyOrNotFound(db, property_id);
    // Saving twice keeps the first saved date, so "most recent" does not reshuffle on a double click.
    await db.insert(wishlistItems).values({ userId: authOf(c).userId, propertyId: property_id }).onConflictDoNothing();
    return c.json({ Detail: 'Property added to your wishlist' });
  });

  routes.post('/profile/removeFromWishlist', signedIn, async (c) => {
    const { property_id } = await parseJsonBody(c, propertyBody);
    await propertyOrNotFound(db, property_id);
    await db.delete(wishlistItems).where(isSaved(authOf(c).userId, property_id));
    return c.json({ Detail: 'Property removed from your wishlist' });
  });

  // Kept out of the property detail response, which must stay the same for everyone (cacheable).
  routes.get('/profile/wishlistStatus', signedIn, async (c) => {
    const { property_id } = parseQuery(c, propertyBody);
    await propertyOrNotFound(db, property_id);
    const saved = await db.select({ id: wishlistItems.propertyId }).from(wishlistItems).where(isSaved(authOf(c).userId, property_id));
    return c.json({ in_wishlist: saved.length > 0 });
  });

  routes.get('/profile/myWishlist', signedIn, async (c) => {
    const query = parseQuery(c, wishlistQuery);
    const userId = authOf(c).userId;
    const savedIds = db.select({ id: wishlistItems.propertyId }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    const savedAt = sql`(select ${wishlistItems.createdAt} from ${wishlistItems} where ${and(eq(wishlistItems.userId, userId), eq(wishlistItems.propertyId, properties.id))})`;
    const orderBy = query.page_type === 'most_recent' ? [desc(savedAt), desc(properties.id)] : PROPERTY_SORTS[query.page_type];
    // A listing staff hid leaves wishlists with the rest of the site (it comes back if they restore it).
    const page = await propertyCardPage(db, config.publicUrl, and(inArray(properties.id, savedIds), visibleListing()), orderBy, query);
    return c.json({ myWishList: page });
  });

  return routes;
}
