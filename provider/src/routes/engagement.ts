import { and, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, optionalUser, requireUser } from '../auth/middleware';
import { outbox, propertyComments, propertyOffers, users } from '../db/schema';
import { clientKey } from '../http/clientAddress';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { forbidden, tooManyRequests } from '../http/errors';
import { emailAddress, nairaAmount, positiveId, requiredText, textWithDigit } from '../http/fields';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseJsonBody, parseQuery } from '../http/validation';
import { commentPostedMail, offerReceivedMail, propertySharedMail } from '../mail/messages';
import { sendMail } from '../mail/outbox';
import { findComments, findOffers } from '../queries/engagement';
import { toComment, toOffer } from '../serializers/engagement';
import { fullName } from '../serializers/fullName';
import { propertyOrNotFound } from './common';

const COMMENT_MAX = 1000;
/** Shares e-mail any address a visitor types, so each client may send only a few. */
const SHARES_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
/** A listing's owner hears of its comments at most this often, however many come. */
const COMMENT_MAIL_INTERVAL_MS = HOUR_MS;

const propertyQuery = z.object({ property_id: positiveId });

const newComment = z.object({
  comment: requiredText.pipe(z.string().max(COMMENT_MAX, `Must be at most ${COMMENT_MAX} characters`)),
  property_id: positiveId,
});

const newOffer = z.object({
  name: requiredText,
  phone_no: textWithDigit,
  amount: nairaAmount,
  note: requiredText,
  property_id: positiveId,
});

const share = z.object({ email: emailAddress, property_id: positiveId });

/** Comments and offers on a listing, and sharing it by e-mail. */
export function engagementRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const shareLimiter = slidingWindowLimiter(SHARES_PER_HOUR, HOUR_MS);

  // Comments are shown only to signed-in users.
  routes.get('/comment/getComments', requireUser(db), async (c) => {
    const { property_id } = parseQuery(c, propertyQuery);
    await propertyOrNotFound(db, property_id);
    const rows = await findComments(db, eq(propertyComments.propertyId, property_id));
    return c.json({ propertyComments: rows.map(toComment) });
  });

  routes.post('/comment/saveComment', requireUser(db), async (c) => {
    const body = await parseJsonBody(c, newComment);
    const { property, owner } = await propertyOrNotFound(db, body.property_id);
    const userId = authOf(c).userId;
    const saved = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(propertyComments)
        .values({ propertyId: body.property_id, userId, comment: body.comment })
        .returning({ id: propertyComments.id });
      if (property.ownerId !== userId) {
        const [author] = await tx.select().from(users).where(eq(users.id, userId));
        const mail = commentPostedMail(config.appUrl, owner, property, { author: author ? fullName(author) : 'Someone', text: body.comment });
        // The outbox is the record of what was sent: one such mail within the interval is enough.
        const [recent] = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(gt(outbox.sentAt, new Date(Date.now() - COMMENT_MAIL_INTERVAL_MS)), eq(outbox.to, mail.to), eq(outbox.subject, mail.subject)))
          .limit(1);
        if (!recent) await sendMail(tx, config, mail);
      }
      return inserted!;
    });
    const [row] = await findComments(db, eq(propertyComments.id, saved.id));
    return c.json({ Detail: 'Your comment has been posted', comment: toComment(row!) }, 201);
  });

  routes.get('/offer/getOffers', requireUser(db), async (c) => {
    const { property_id } = parseQuery(c, propertyQuery);
    const { property } = await propertyOrNotFound(db, property_id);
    if (property.ownerId !== authOf(c).userId) throw forbidden('Only the owner of this property can see its offers');
    return c.json({ propertyOffers: (await findOffers(db, property_id)).map(toOffer) });
  });

  routes.post('/offer/saveOffer', requireUser(db), async (c) => {
    const offer = await parseJsonBody(c, newOffer);
    const { property, owner } = await propertyOrNotFound(db, offer.property_id);
    const userId = authOf(c).userId;
    if (property.ownerId === userId) throw forbidden('You cannot make an offer on your own property');
    await db.transaction(async (tx) => {
      await tx.insert(propertyOffers).values({
        propertyId: property.id,
        userId,
        name: offer.name,
        phoneNo: offer.phone_no,
        amount: offer.amount,
        note: offer.note,
      });
      await sendMail(tx, config, offerReceivedMail(config.appUrl, owner, property, offer));
    });
    return c.json({ Detail: 'Your offer has been sent to property owner' }, 201);
  });

  routes.post('/profile/sharePropertyByEmail', optionalUser(db), async (c) => {
    const { email, property_id } = await parseJsonBody(c, share);
    const { property } = await propertyOrNotFound(db, property_id);
    const waitSeconds = shareLimiter.take(clientKey(c));
    if (waitSeconds !== undefined) {
      throw tooManyRequests('You have shared too many properties; please try again later', waitSeconds);
    }
    const userId = c.var.auth?.userId;
    const [sharer] = userId === undefined ? [] : await db.select().from(users).where(eq(users.id, userId));
    await sendMail(db, config, propertySharedMail(config.appUrl, email, property, sharer && fullName(sharer)));
    return c.json({ Detail: 'Property has been shared successfully' });
  });

  return routes;
}
