import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalUser } from '../auth/middleware';
import { users, verificationRequests } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { positiveId, requiredText } from '../http/fields';
import { parseJsonBody } from '../http/validation';
import { recordStaffAction } from '../queries/auditLog';
import { sendMail } from '../mail/outbox';
import { verificationApprovedMail, verificationRefusedMail } from '../mail/verificationMessages';
import { optionalPrivateFileLink } from '../serializers/fileLink';
import { fullName } from '../serializers/fullName';
import { requireStaff, type Staff } from './trust';

const REASON_MAX = 500;
const REQUEST_NOT_FOUND = 'Verification request not found';

const approveBody = z.object({
  id: positiveId,
  // Approving needs no reason; a note, when given, goes to the audit log.
  note: z.string().trim().max(REASON_MAX, `Must be at most ${REASON_MAX} characters`).optional(),
});
const refuseBody = z.object({
  id: positiveId,
  reason: requiredText.pipe(z.string().max(REASON_MAX, `Must be at most ${REASON_MAX} characters`)),
});

/**
 * Provider extension (docs/provider-contract.md, "Verified advertisers"): the staff console's queue
 * of verification requests. Staff only, 404 for anyone else, as the other staff calls. Each decision
 * is audit-logged and e-mailed to the member in the same transaction.
 */
export function staffVerificationRoutes({ db, config }: ProviderDependencies) {
  const mounted = new Hono<AppEnv>();
  const routes = new Hono<AppEnv & { Variables: { staff: Staff } }>();
  routes.use('*', optionalUser(db), requireStaff(db));

  routes.get('/verifications', async (c) => {
    const rows = await db
      .select({ request: verificationRequests, user: users })
      .from(verificationRequests)
      .innerJoin(users, eq(users.id, verificationRequests.userId))
      .where(eq(verificationRequests.status, 'pending'))
      .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id));
    return c.json({
      verifications: rows.map(({ request, user }) => ({
        id: request.id,
        kind: request.kind,
        member: { id: user.id, name: fullName(user), email: user.email },
        // Staff see the whole number they may call; the member's own pages show it masked.
        phone: request.phone,
        phone_confirmed_at: request.phoneConfirmedAt.toISOString(),
        cac_number: request.cacNumber,
        lasrera_number: request.lasreraNumber,
        valid_id_link: optionalPrivateFileLink(config.publicUrl, request.validIdKey),
        date_created: request.createdAt.toISOString(),
      })),
    });
  });

  /** Moves a pending request to `status` once: a second decision (another tab, a retry) is 409. */
  async function decide(staff: Staff, id: number, status: 'approved' | 'refused', reason: string) {
    return db.transaction(async (tx) => {
      const [decided] = await tx
        .update(verificationRequests)
        .set({ status, reason: status === 'refused' ? reason : null, reviewedBy: staff.id, reviewedAt: new Date() })
        .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, 'pending')))
        .returning();
      if (!decided) {
        const [exists] = await tx.select({ id: verificationRequests.id }).from(verificationRequests).where(eq(verificationRequests.id, id));
        throw exists ? conflict('This request has already been decided') : notFound(REQUEST_NOT_FOUND);
      }
      const [member] = await tx.select().from(users).where(eq(users.id, decided.userId));
      if (!member) throw notFound(REQUEST_NOT_FOUND);
      await recordStaffAction(tx, staff, {
        action: status === 'approved' ? 'approve_verification' : 'refuse_verification',
        reason,
        detail: { member: fullName(member), memberId: member.id, verification: { id: decided.id, kind: decided.kind } },
      });
      await sendMail(
        tx,
        config,
        status === 'approved' ? verificationApprovedMail(config.appUrl, member, decided.kind) : verificationRefusedMail(config.appUrl, member, reason),
      );
      return decided;
    });
  }

  routes.post('/verifications/approve', async (c) => {
    const body = await parseJsonBody(c, approveBody);
    const decided = await decide(c.var.staff, body.id, 'approved', body.note || 'Approved: ID and phone checked');
    return c.json({ Detail: 'The member is now verified', verification: { id: decided.id, status: decided.status } });
  });

  routes.post('/verifications/refuse', async (c) => {
    const body = await parseJsonBody(c, refuseBody);
    const decided = await decide(c.var.staff, body.id, 'refused', body.reason);
    return c.json({ Detail: 'The request was refused', verification: { id: decided.id, status: decided.status } });
  });

  mounted.route('/staff', routes);
  return mounted;
}
