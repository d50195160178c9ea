import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { idOfToken, signedIdTokenValid } from '../auth/confirmationTokens';
import type { Database } from '../db/client';
import { leadReplies, properties, propertyLeads, users } from '../db/schema';
import { ENQUIRY_LINK_DAYS, enquiryLinkExpired } from '../enquiries/addressConfirmation';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest } from '../http/errors';
import { parseJsonBody, parseQuery } from '../http/validation';
import { enquiryReplyMail } from '../mail/enquiryMessages';
import { sendMail } from '../mail/outbox';
import { fullName } from '../serializers/fullName';

const BAD_TOKEN = 'This confirmation link is not valid';
const EXPIRED_TOKEN = `This confirmation link has expired: it works for ${ENQUIRY_LINK_DAYS} days after the enquiry`;
const tokenField = z.object({ token: z.string().max(200) });

/**
 * Provider extension (docs/provider-contract.md, "Enquiry inbox"): the enquiry acknowledgement's link,
 * without a session. The signed token is the only authority, and it confirms only its own enquiry's
 * address. Opening it changes nothing (mail scanners open links); the page's button POSTs, which
 * sends the replies held for that address, once.
 */
export function enquiryConfirmationRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  async function enquiryOfToken(database: Database, token: string, lock: boolean) {
    const named = idOfToken(token);
    if (!named) throw badRequest(BAD_TOKEN);
    const query = database
      .select({
        lead: propertyLeads,
        property: { id: properties.id, name: properties.name, address: properties.address, hiddenAt: properties.hiddenAt },
        owner: { firstName: users.firstName, lastName: users.lastName },
      })
      .from(propertyLeads)
      .innerJoin(properties, eq(properties.id, propertyLeads.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(eq(propertyLeads.id, named.id));
    const [found] = await (lock ? query.for('update', { of: propertyLeads }) : query);
    // An unknown enquiry answers as a forged token does: the link reveals nothing about which ids exist.
    if (!found || !signedIdTokenValid(config.alertsSecret, 'enquiry-address', found.lead.id, found.lead.email, named.mac)) throw badRequest(BAD_TOKEN);
    if (enquiryLinkExpired(found.lead.createdAt, new Date())) throw badRequest(EXPIRED_TOKEN);
    return found;
  }

  const toEnquiry = ({ lead, property }: Awaited<ReturnType<typeof enquiryOfToken>>, confirmedAt = lead.addressConfirmedAt) => ({
    property: { id: property.id, name: property.name },
    date_created: lead.createdAt.toISOString(),
    address_confirmed: confirmedAt !== null,
  });

  routes.get('/enquiries/byToken', async (c) => {
    const { token } = parseQuery(c, tokenField);
    return c.json({ enquiry: toEnquiry(await enquiryOfToken(db, token, false)) });
  });

  routes.post('/enquiries/confirmByToken', async (c) => {
    const { token } = await parseJsonBody(c, tokenField);
    const enquiry = await db.transaction(async (tx) => {
      // Locked, so two presses at once release the held replies once.
      const found = await enquiryOfToken(tx, token, true);
      const now = new Date();
      if (found.lead.addressConfirmedAt === null) await tx.update(propertyLeads).set({ addressConfirmedAt: now }).where(eq(propertyLeads.id, found.lead.id));
      // A listing hidden since (as a scam, say) speaks to nobody: its held replies stay unsent.
      if (found.property.hiddenAt === null) {
        const released = await tx
          .update(leadReplies)
          .set({ mailedAt: now })
          .where(and(eq(leadReplies.leadId, found.lead.id), isNull(leadReplies.mailedAt)))
          .returning({ id: leadReplies.id, message: leadReplies.message, createdAt: leadReplies.createdAt });
        released.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
        if (released.length > 0) {
          const reply = { from: fullName(found.owner), messages: released.map((held) => held.message) };
          await sendMail(tx, config, enquiryReplyMail(config.appUrl, found.lead, found.property, reply));
        }
      }
      return toEnquiry(found, found.lead.addressConfirmedAt ?? now);
    });
    return c.json({ Detail: 'Thank you: your address is confirmed', enquiry });
  });

  return routes;
}
