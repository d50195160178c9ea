import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { confirmationTokenExpired, confirmationTokenValid, propertyOfToken } from '../auth/confirmationTokens';
import { freshnessClock } from '../clock';
import { properties, type Availability } from '../db/schema';
import { visibleChange } from '../freshness/freshness';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { positiveId } from '../http/fields';
import { parseJsonBody } from '../http/validation';
import { findPropertyCard } from '../queries/propertyCards';
import { toPropertyCard } from '../serializers/property';
import { propertyOrNotFound, PROPERTY_NOT_FOUND } from './common';

const BAD_TOKEN = 'This confirmation link is not valid';
const EXPIRED_TOKEN = 'This confirmation link has expired. You can confirm your listing from your dashboard.';
const statusBody = z.object({
  propertyId: positiveId,
  status: z.enum(['Available', 'Under Offer', 'Let', 'Sold'], { error: 'Must be Available, Under Offer, Let or Sold' }),
});

/**
 * Provider extension (docs/provider-contract.md, "Listing freshness"): the owner confirms a listing is
 * still available, or marks it let, sold or under offer, in one call. Both count as a confirmation:
 * the owner has just looked at it. A reminder e-mail's signed token confirms without a session.
 * Each answer says what readers will see change, so the web app expires no more of its cache than that.
 */
export function freshnessRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);

  async function ownListing(propertyId: number, userId: number) {
    const { property } = await propertyOrNotFound(db, propertyId);
    if (property.ownerId !== userId) throw forbidden('You can only change your own listing');
    return property;
  }

  async function cardOf(propertyId: number) {
    const card = await findPropertyCard(db, propertyId);
    if (!card) throw notFound(PROPERTY_NOT_FOUND);
    return toPropertyCard(card, config.publicUrl);
  }

  /** Confirms the listing now, with a new status if one is given, and says what readers will see change. */
  async function confirm(before: { id: number; availability: Availability; confirmedAt: Date }, status = before.availability) {
    const now = freshnessClock.now();
    await db.update(properties).set({ availability: status, confirmedAt: now }).where(eq(properties.id, before.id));
    return visibleChange(before, { availability: status, confirmedAt: now }, now);
  }

  routes.post('/profile/confirmListing', signedIn, async (c) => {
    const { propertyId } = await parseJsonBody(c, z.object({ propertyId: positiveId }));
    const change = await confirm(await ownListing(propertyId, authOf(c).userId));
    return c.json({ Detail: 'Listing confirmed available', property: await cardOf(propertyId), visible_change: change });
  });

  routes.post('/profile/listingStatus', signedIn, async (c) => {
    const { propertyId, status } = await parseJsonBody(c, statusBody);
    const change = await confirm(await ownListing(propertyId, authOf(c).userId), status);
    return c.json({ Detail: `Listing marked ${status}`, property: await cardOf(propertyId), visible_change: change });
  });

  // The reminder e-mail's page posts its token here (opening the link itself changes nothing).
  routes.post('/listings/confirm', async (c) => {
    const { token } = await parseJsonBody(c, z.object({ token: z.string().max(200) }));
    const named = propertyOfToken(token);
    if (!named) throw badRequest(BAD_TOKEN);
    const [listing] = await db
      .select({ id: properties.id, ownerId: properties.ownerId, availability: properties.availability, confirmedAt: properties.confirmedAt })
      .from(properties)
      .where(eq(properties.id, named.propertyId));
    // An unknown listing answers as a forged token does: the link reveals nothing about which ids exist.
    if (!listing || !confirmationTokenValid(config.alertsSecret, listing.ownerId, named)) throw badRequest(BAD_TOKEN);
    if (confirmationTokenExpired(named, freshnessClock.now())) throw badRequest(EXPIRED_TOKEN);
    const change = await confirm(listing);
    const card = await cardOf(named.propertyId);
    return c.json({ Detail: 'Listing confirmed available', property: { id: card.id, name: card.name, confirmed_at: card.confirmed_at }, visible_change: change });
  });

  return routes;
}
