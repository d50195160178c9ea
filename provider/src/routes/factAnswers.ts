import { ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { freshnessClock } from '../clock';
import { livingFactAnswers } from '../db/schema';
import { LIVING_FACTS, livingFactsOf } from '../db/schema-facts';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { conflict, forbidden, listingGone, notFound, tooManyRequests } from '../http/errors';
import { positiveId } from '../http/fields';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseJsonBody, parseQuery } from '../http/validation';
import { answersOf, factAnswerCounts } from '../queries/factAnswers';
import { findPropertyWithOwner } from '../queries/propertyOwner';
import { PROPERTY_NOT_FOUND } from './common';

const HOUR_MS = 60 * 60 * 1000;
/** Answers a member may give an hour: every fact of a dozen homes, and each answer expires a cached page. */
export const FACT_ANSWERS_PER_HOUR = 60;

export const OWN_LISTING = 'You cannot confirm the facts of your own listing';
export const NOT_STATED = 'The owner has not stated this yet, so there is nothing to confirm';

const answerBody = z.object({
  property_id: positiveId,
  fact: z.enum(LIVING_FACTS, { error: `Must be one of ${LIVING_FACTS.join(', ')}` }),
  agrees: z.boolean({ error: 'Say whether you agree: true or false' }),
});
const propertyQuery = z.object({ property_id: positiveId });

/**
 * Provider extension (docs/provider-contract.md, "Living here"): signed-in members other than its
 * owner agree or disagree with each fact a home states, one answer a member per fact, which they may
 * change. The counts go with the listing's page (`fact_answers`); a member reads their own here.
 */
export function factAnswerRoutes({ db }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);
  const answersPerMember = slidingWindowLimiter(FACT_ANSWERS_PER_HOUR, HOUR_MS);

  /** A listing the public can see: hidden by staff is gone, held for review not there yet. */
  async function visibleListing(propertyId: number) {
    const found = await findPropertyWithOwner(db, propertyId);
    if (!found || found.property.heldForReviewAt) throw notFound(PROPERTY_NOT_FOUND);
    if (found.property.hiddenAt) throw listingGone();
    return found.property;
  }

  routes.post('/facts/answer', signedIn, async (c) => {
    const body = await parseJsonBody(c, answerBody);
    const userId = authOf(c).userId;
    const property = await visibleListing(body.property_id);
    if (property.ownerId === userId) throw forbidden(OWN_LISTING);
    // Land states no facts, and a home listed before the form asked may not yet.
    if (livingFactsOf(property)[body.fact] === null) throw conflict(NOT_STATED);
    const wait = answersPerMember.take(String(userId));
    if (wait !== undefined) throw tooManyRequests('You have answered too many facts; please try again later', wait);
    // The same answer again changes nothing (no row comes back), so the page need not be rendered afresh.
    const saved = await db
      .insert(livingFactAnswers)
      .values({ propertyId: property.id, userId, fact: body.fact, agrees: body.agrees, answeredAt: freshnessClock.now() })
      .onConflictDoUpdate({
        target: [livingFactAnswers.propertyId, livingFactAnswers.fact, livingFactAnswers.userId],
        set: { agrees: body.agrees, answeredAt: freshnessClock.now() },
        setWhere: ne(livingFactAnswers.agrees, sql`excluded.agrees`),
      })
      .returning({ agrees: livingFactAnswers.agrees });
    return c.json({
      Detail: 'Thank you: your answer is counted',
      property_id: property.id,
      changed: saved.length > 0,
      fact_answers: await factAnswerCounts(db, property.id),
      mine: await answersOf(db, property.id, userId),
    });
  });

  // Kept out of the listing's page, which is the same for everyone (cached).
  routes.get('/facts/mine', signedIn, async (c) => {
    const { property_id } = parseQuery(c, propertyQuery);
    const property = await visibleListing(property_id);
    return c.json({ mine: await answersOf(db, property.id, authOf(c).userId) });
  });

  return routes;
}
