import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { phoneCodes, properties, states, users, verificationRequests, VERIFICATION_KINDS } from '../db/schema';
import { clientKey } from '../http/clientAddress';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest, conflict, ProviderError, tooManyRequests, validationFailed, type FieldErrors } from '../http/errors';
import { REQUIRED, requiredText } from '../http/fields';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseJsonBody } from '../http/validation';
import { secondsToNextDay, takeCodeAttempt, takeDailyPhoneCode } from '../queries/phoneCodes';
import { latestRequestOf, verifiedAsOfUser } from '../queries/verification';
import { optionalPrivateFileLink } from '../serializers/fileLink';
import { maskedPhone, nigerianMobile } from '../sms/phone';
import { smsSenderOf } from '../sms/sender';
import { cacNumber, lasreraNumber, CAC_FORMAT, LASRERA_FORMAT } from './verificationFormats';

const MINUTE_MS = 60 * 1000;
/** A code is typed from the phone within minutes; ten leaves room for a slow network. */
const CODE_LIFETIME_MS = 10 * MINUTE_MS;
/** A confirmed number is good for a request sent the same day. */
const CONFIRMATION_LIFETIME_MS = 24 * 60 * MINUTE_MS;

const UNAVAILABLE = 'Phone confirmation is not available just now';
const WRONG_CODE = 'The code is wrong or has expired; ask for a new one';
const DAY_USED_UP = 'We cannot send more codes today; please try again tomorrow';
const NOT_A_MOBILE = 'Enter a Nigerian mobile number such as 0803 123 4567';

const hashOf = (code: string) => createHash('sha256').update(`phone-code:${code}`).digest();

const phoneBody = z.object({ phone: requiredText.max(40, NOT_A_MOBILE) });
const codeBody = z.object({ code: requiredText.regex(/^\d{6}$/, 'Enter the six digits of the code') });
const requestBody = z.object({
  kind: z.enum(VERIFICATION_KINDS, { error: 'Choose owner or agent' }),
  cac_number: z.string().trim().max(40).optional(),
  lasrera_number: z.string().trim().max(60).optional(),
});

/** Agents working in Lagos State need their LASRERA number: their profile's state or a listing is there. */
async function worksInLagos(db: Database, userId: number): Promise<boolean> {
  const lagos = sql`(select ${states.id} from ${states} where ${states.name} = 'Lagos')`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        or(
          sql`${users.stateId} in ${lagos}`,
          sql`exists (select 1 from ${properties} where ${properties.ownerId} = ${userId} and ${properties.stateId} in ${lagos})`,
        ),
      ),
    );
  return Boolean(row);
}

/** The number the member confirmed with a code today, if any. */
async function confirmedPhone(db: Database, userId: number, now: Date) {
  const [row] = await db
    .select({ phone: phoneCodes.phone, confirmedAt: phoneCodes.confirmedAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.confirmedAt, new Date(now.getTime() - CONFIRMATION_LIFETIME_MS))))
    .orderBy(desc(phoneCodes.confirmedAt))
    .limit(1);
  return row?.confirmedAt ? { phone: row.phone, confirmedAt: row.confirmedAt } : undefined;
}

type RequestRow = typeof verificationRequests.$inferSelect;

export const toVerificationRequest = (row: RequestRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  reason: row.reason,
  phone: maskedPhone(row.phone),
  cac_number: row.cacNumber,
  lasrera_number: row.lasreraNumber,
  date_created: row.createdAt.toISOString(),
  date_reviewed: row.reviewedAt?.toISOString() ?? null,
});

/**
 * Provider extension (docs/provider-contract.md, "Verified advertisers"): a member asks to be
 * verified as an owner or an agent. Staff decide in staffVerificationRoutes.
 */
export function verificationRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);
  const sender = smsSenderOf(db, config);
  // Texts cost money and reach a stranger's phone: a few per account, per number whoever asks, and per
  // client (one address cycling through accounts); the day's total for everyone is capped in the database.
  const codesPerUser = slidingWindowLimiter(3, 15 * MINUTE_MS);
  const codesPerPhone = slidingWindowLimiter(5, 60 * MINUTE_MS);
  const codesPerClient = slidingWindowLimiter(10, 60 * MINUTE_MS);

  async function status(userId: number) {
    const now = new Date();
    const [user] = await db.select({ validIdKey: users.validIdKey }).from(users).where(eq(users.id, userId));
    const request = await latestRequestOf(db, userId);
    const phone = await confirmedPhone(db, userId, now);
    return {
      verified_as: await verifiedAsOfUser(db, userId),
      request: request ? toVerificationRequest(request) : null,
      phone_confirmed: phone ? maskedPhone(phone.phone) : null,
      sms_available: sender !== null,
      valid_id_link: optionalPrivateFileLink(config.publicUrl, user?.validIdKey ?? null),
      lasrera_required: await worksInLagos(db, userId),
    };
  }

  routes.get('/verification/status', signedIn, async (c) => c.json({ verification: await status(authOf(c).userId) }));

  routes.post('/verification/sendPhoneCode', signedIn, async (c) => {
    const { phone: typed } = await parseJsonBody(c, phoneBody);
    if (!sender) throw new ProviderError(503, { Detail: UNAVAILABLE });
    const phone = nigerianMobile(typed);
    if (!phone) throw validationFailed({ phone: [NOT_A_MOBILE] });
    const { userId } = authOf(c);
    const wait = codesPerUser.take(String(userId)) ?? codesPerPhone.take(phone) ?? codesPerClient.take(clientKey(c));
    if (wait !== undefined) throw tooManyRequests('You have asked for too many codes; please wait a few minutes', wait);
    const now = new Date();
    if (!(await takeDailyPhoneCode(db, config.phoneCodesPerDay, now))) throw tooManyRequests(DAY_USED_UP, secondsToNextDay(now));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      // A new code replaces the ones before it: only the latest text works.
      await tx.delete(phoneCodes).where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.confirmedAt)));
      await tx.insert(phoneCodes).values({
        userId,
        phone,
        codeHash: hashOf(code).toString('hex'),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      });
    });
    await sender.send(phone, `NaijaHomes: your verification code is ${code}. It expires in 10 minutes. Do not share it with anyone.`, 'phone_code');
    return c.json({ Detail: `We have sent a code to ${maskedPhone(phone)}`, phone: maskedPhone(phone) });
  });

  routes.post('/verification/confirmPhone', signedIn, async (c) => {
    const { code } = await parseJsonBody(c, codeBody);
    const { userId } = authOf(c);
    const now = new Date();
    // Every guess, right or wrong, uses up one of the code's tries before it is compared.
    const pending = await takeCodeAttempt(db, userId, now);
    if (!pending || !timingSafeEqual(hashOf(code), Buffer.from(pending.codeHash, 'hex'))) throw badRequest(WRONG_CODE);
    const [confirmed] = await db
      .update(phoneCodes)
      .set({ confirmedAt: now })
      .where(and(eq(phoneCodes.id, pending.id), isNull(phoneCodes.confirmedAt)))
      .returning();
    if (!confirmed) throw badRequest(WRONG_CODE);
    return c.json({ Detail: 'Phone number confirmed', phone: maskedPhone(confirmed.phone) });
  });

  routes.post('/verification/request', signedIn, async (c) => {
    const body = await parseJsonBody(c, requestBody);
    const { userId } = authOf(c);
    const now = new Date();
    const errors: FieldErrors = {};
    const [user] = await db.select({ validIdKey: users.validIdKey }).from(users).where(eq(users.id, userId));
    if (!user?.validIdKey) errors.valid_id = ['Upload a valid ID in your profile first'];
    const phone = await confirmedPhone(db, userId, now);
    if (!phone) errors.phone = ['Confirm your phone number with a code first'];
    let cac: string | null = null;
    let lasrera: string | null = null;
    if (body.kind === 'agent') {
      if (!body.cac_number) errors.cac_number = [REQUIRED];
      else if (!(cac = cacNumber(body.cac_number))) errors.cac_number = [CAC_FORMAT];
      if (body.lasrera_number) {
        if (!(lasrera = lasreraNumber(body.lasrera_number))) errors.lasrera_number = [LASRERA_FORMAT];
      } else if (await worksInLagos(db, userId)) {
        errors.lasrera_number = ['Agents working in Lagos State must give their LASRERA registration number'];
      }
    }
    if (Object.keys(errors).length > 0 || !user?.validIdKey || !phone) throw validationFailed(errors);
    const inserted = await db
      .insert(verificationRequests)
      .values({
        userId,
        kind: body.kind,
        phone: phone.phone,
        phoneConfirmedAt: phone.confirmedAt,
        validIdKey: user.validIdKey,
        cacNumber: cac,
        lasreraNumber: lasrera,
      })
      // The partial unique index keeps one pending request per member, also against a double click.
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict('Your request is already waiting for review');
    return c.json({ Detail: 'Your request has been sent to our staff', verification: await status(userId) }, 201);
  });

  return routes;
}
