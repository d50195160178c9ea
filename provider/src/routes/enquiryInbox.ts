import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { leadReplies, properties, propertyLeads, states, users } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { forbidden, notFound, tooManyRequests } from '../http/errors';
import { atMost, pagination, positiveId } from '../http/fields';
import { offsetOf, pageMeta } from '../http/pagination';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseJsonBody, parseQuery } from '../http/validation';
import { enquiryReplyMail } from '../mail/enquiryMessages';
import { sendMail } from '../mail/outbox';
import { fullName } from '../serializers/fullName';
import { isSelfMade } from '../queries/responsiveness';

const ENQUIRY_NOT_FOUND = 'Enquiry not found';
/** A conversation belongs on the phone after a few messages; more from the site would be spam. */
export const MAX_REPLIES_PER_ENQUIRY = 5;
/** Enough for an agent answering a morning's enquiries, too few to mail strangers in bulk. */
export const REPLIES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY_REPLIES = `You can send at most ${MAX_REPLIES_PER_ENQUIRY} replies to one enquiry; please call the visitor instead`;
const OWN_ENQUIRY = 'This enquiry was sent from your own account or address; replies go only to visitors';
const TOO_FAST = 'You have sent too many replies in a short time; please try again later';

const REPLY_HELD = 'Reply saved: it is sent once the visitor confirms their address';

const toReply = (reply: typeof leadReplies.$inferSelect) => ({ message: reply.message, date_created: reply.createdAt.toISOString(), held: reply.mailedAt === null });

const inboxQuery = z.object(pagination(20, 50));
const replyBody = z.object({ id: positiveId, message: atMost(2000) });

/**
 * Provider extension (docs/provider-contract.md, "Enquiry inbox"): the lead-form enquiries on the
 * caller's listings, and their answers. The owner sees what the lead's e-mail already told them and
 * nothing more; an enquiry on anyone else's listing answers 404, as if absent.
 */
export function enquiryInboxRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);
  const replyLimiter = slidingWindowLimiter(REPLIES_PER_HOUR, HOUR_MS);
  const onOwnListings = (userId: number) => eq(properties.ownerId, userId);

  routes.get('/profile/enquiries', signedIn, async (c) => {
    const page = parseQuery(c, inboxQuery);
    const mine = onOwnListings(authOf(c).userId);
    const [rows, [total]] = await Promise.all([
      db
        .select({ lead: propertyLeads, property: { id: properties.id, name: properties.name }, state: states.name })
        .from(propertyLeads)
        .innerJoin(properties, eq(properties.id, propertyLeads.propertyId))
        .innerJoin(states, eq(states.id, propertyLeads.stateId))
        .where(mine)
        .orderBy(desc(propertyLeads.createdAt), desc(propertyLeads.id))
        .limit(page.per_page)
        .offset(offsetOf(page)),
      db.select({ total: count() }).from(propertyLeads).innerJoin(properties, eq(properties.id, propertyLeads.propertyId)).where(mine),
    ]);
    const replies = rows.length === 0 ? [] : await db
      .select()
      .from(leadReplies)
      .where(inArray(leadReplies.leadId, rows.map((row) => row.lead.id)))
      .orderBy(asc(leadReplies.createdAt), asc(leadReplies.id));
    const data = rows.map(({ lead, property, state }) => ({
      id: lead.id,
      property,
      title: lead.title,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      state,
      date_created: lead.createdAt.toISOString(),
      first_replied_at: lead.firstRepliedAt?.toISOString() ?? null,
      address_confirmed: lead.addressConfirmedAt !== null,
      replies: replies.filter((reply) => reply.leadId === lead.id).map(toReply),
    }));
    return c.json({ enquiries: { data, meta: pageMeta(page, rows.length, total?.total ?? 0) } });
  });

  routes.post('/profile/enquiries/reply', signedIn, async (c) => {
    const { id, message } = await parseJsonBody(c, replyBody);
    const { userId } = authOf(c);
    const sent = await db.transaction(async (tx) => {
      // The lead's row is locked first, so two replies sent at once count one after the other.
      const [found] = await tx
        .select({
          lead: propertyLeads,
          property: { id: properties.id, name: properties.name, address: properties.address },
          owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(propertyLeads)
        .innerJoin(properties, eq(properties.id, propertyLeads.propertyId))
        .innerJoin(users, eq(users.id, properties.ownerId))
        .where(and(eq(propertyLeads.id, id), onOwnListings(userId), isNull(properties.hiddenAt)))
        .for('update', { of: propertyLeads });
      if (!found) throw notFound(ENQUIRY_NOT_FOUND);
      // An owner's own enquiry can carry anyone's address: a reply to it would have the site mail a stranger.
      if (isSelfMade(found.lead, found.owner)) throw forbidden(OWN_ENQUIRY);
      const [replied] = await tx.select({ count: count() }).from(leadReplies).where(eq(leadReplies.leadId, id));
      if ((replied?.count ?? 0) >= MAX_REPLIES_PER_ENQUIRY) throw forbidden(TOO_MANY_REPLIES);
      // Counted only once the reply is allowed, so refusals do not use up the hour.
      const waitSeconds = replyLimiter.take(String(userId));
      if (waitSeconds !== undefined) throw tooManyRequests(TOO_FAST, waitSeconds);

      // Until the visitor's address confirms it asked, the reply is kept and sent with that confirmation.
      const held = found.lead.addressConfirmedAt === null;
      const [reply] = await tx.insert(leadReplies).values({ leadId: id, message, mailedAt: held ? null : new Date() }).returning();
      if (!reply) throw new Error('Inserting a reply returned no row');
      await tx
        .update(propertyLeads)
        .set({ firstRepliedAt: sql`coalesce(${propertyLeads.firstRepliedAt}, ${reply.createdAt.toISOString()}::timestamptz)` })
        .where(eq(propertyLeads.id, id));
      if (!held) await sendMail(tx, config, enquiryReplyMail(config.appUrl, found.lead, found.property, { from: fullName(found.owner), messages: [message] }));
      return reply;
    });
    const reply = toReply(sent);
    return c.json({ Detail: reply.held ? REPLY_HELD : 'Reply sent', reply }, 201);
  });

  return routes;
}
