import { and, eq, exists } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { freshnessClock } from '../clock';
import { properties, users } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound } from '../http/errors';
import { positiveId } from '../http/fields';
import { parseQuery } from '../http/validation';
import { countProperties, findPropertyCards, listedInSearch, visibleListing } from '../queries/propertyCards';
import { RATINGS_FOR_AVERAGE, ratingFiguresOf } from '../queries/ratings';
import { PERIOD_DAYS, responseFiguresOf, viewingFiguresOf } from '../queries/responsiveness';
import { verifiedAsOfUser } from '../queries/verification';
import { toAdvertiserRef } from '../serializers/advertiser';
import { toPropertyCard } from '../serializers/property';
import { PROPERTY_SORTS } from './common';

const ADVERTISER_NOT_FOUND = 'Advertiser not found';
/** The profile lists this many of the advertiser's listings, newest first; `listing_count` says how many there are. */
const PROFILE_LISTINGS = 24;

/**
 * Provider extension (docs/provider-contract.md, "Advertiser profiles"): an advertiser's public page.
 * An advertiser is a member with a listing staff have not hidden; anyone else answers 404, so the call
 * cannot be used to look up members who never advertised.
 */
export function advertiserRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/advertisers/profile', async (c) => {
    const { id } = parseQuery(c, z.object({ id: positiveId }));
    const hasListing = db.select({ id: properties.id }).from(properties).where(and(eq(properties.ownerId, users.id), visibleListing()));
    const [user] = await db.select().from(users).where(and(eq(users.id, id), exists(hasListing)));
    if (!user) throw notFound(ADVERTISER_NOT_FOUND);

    const now = freshnessClock.now();
    const listed = and(eq(properties.ownerId, id), listedInSearch(now));
    const [verifiedAs, figures, viewings, ratings, rows, listingCount] = await Promise.all([
      verifiedAsOfUser(db, id),
      responseFiguresOf(db, id, now),
      viewingFiguresOf(db, id, now),
      ratingFiguresOf(db, id, now),
      findPropertyCards(db, { where: listed, orderBy: PROPERTY_SORTS.most_recent, limit: PROFILE_LISTINGS }),
      countProperties(db, listed),
    ]);
    return c.json({
      advertiser: {
        ...toAdvertiserRef(user),
        verified_as: verifiedAs,
        member_since: user.createdAt.toISOString(),
        listing_count: listingCount,
        listings: rows.map((row) => toPropertyCard(row, config.publicUrl)),
        response: {
          period_days: PERIOD_DAYS,
          requests: figures.requests,
          answered_within_day: figures.answered,
          median_reply_minutes: figures.medianSeconds === null ? null : Math.round(figures.medianSeconds / 60),
          responsive: figures.responsive,
          viewings_held: viewings.held,
          advertiser_absent: viewings.advertiserAbsent,
        },
        ratings: {
          period_days: PERIOD_DAYS,
          count: ratings.count,
          min_for_average: RATINGS_FOR_AVERAGE,
          average: ratings.average,
          comments: ratings.comments.map((rating) => ({
            stars: rating.stars,
            comment: rating.comment,
            month: rating.month,
            visitor_first_name: rating.visitorFirstName,
            listing: rating.listing,
          })),
        },
      },
    });
  });

  return routes;
}
