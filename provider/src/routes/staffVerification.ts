import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalUser } from '../auth/middleware';
import { users, verificationRequests, type StaffActionKind, type VerificationStatus } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { positiveId, requiredText } from '../http/fields';
import { parseJsonBody } from '../http/validation';
import { recordStaffAction } from '../queries/auditLog';
import { sendMail } from '../mail/outbox';
import { verificationApprovedMail, verificationRefusedMail, verificationRevokedMail } from '../mail/verificationMessages';
import { optionalPrivateFileLink } from '../serializers/fileLink';
import { fullName } from '../serializers/fullName';
import { requireStaff, type Staff } from './trust';

const REASON_MAX = 500;
const REQUEST_NOT_FOUND = 'Verification request not found';
/** Verified members the console lists for revoking, newest first: enough for a console page. */
const VERIFIED_SHOWN = 200;

const approveBody = z.object({
  id: positiveId,
  // Approving needs no reason; a note, when given, goes to the audit log.
  note: z.string().trim().max(REASON_MAX, `Must be at most ${REASON_MAX} characters`).optional(),
});
const reasonBody = z.object({
  id: positiveId,
  reason: requiredText.pipe(z.string().max(REASON_MAX, `Must be at most ${REASON_MAX} characters`)),
});

/** Each staff decision: the status it moves a request from, its audit action, and the answer to a second try. */
const decisions: Record<'approved' | 'refused' | 'revoked', { from: VerificationStatus; action: StaffActionKind; conflict: string }> = {
  approved: { from: 'pending', action: 'approve_verification', conflict: 'This request has already been decided' },
  refused: { from: 'pending', action: 'refuse_verification', conflict: 'This request has already been decided' },
  revoked: { from: 'approved', action: 'revoke_verification', conflict: 'This verification is not in force' },
};

/**
 * Provider extension (docs/provider-contract.md, "Verified advertisers"): the staff console's queue
 * of verification requests and its list of verified members. Staff only, 404 for anyone else, as the other staff calls. Each decision
 * is audit-logged and e-mailed to the member in the same transaction.
 */
export function staffVerificationRoutes({ db, config }: ProviderDependencies) {
  const mounted = new Hono<AppEnv>();
  const routes = new Hono<AppEnv & { Variables: { staff: Staff } }>();
  routes.use('*', optionalUser(db), requireStaff(db));

  routes.get('/verifications', async (c) => {
    const requestsWith = (status: VerificationStatus) =>
      db.select({ request: verificationRequests, user: users }).from(verificationRequests).innerJoin(users, eq(users.id, verificationRequests.userId)).where(eq(verificationRequests.status, status));
    const [rows, verified] = await Promise.all([
      requestsWith('pending').orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id)),
      requestsWith('approved').orderBy(desc(verificationRequests.reviewedAt), desc(verificationRequests.id)).limit(VERIFIED_SHOWN),
    ]);
    const memberOf = (user: typeof users.$inferSelect) => ({ id: user.id, name: fullName(user), email: user.email });
    return c.json({
      verifications: rows.map(({ request, user }) => ({
        id: request.id,
        kind: request.kind,
        member: memberOf(user),
        previous_name: request.previousName,
        // Staff see the whole number they may call; the member's own pages show it masked.
        phone: request.phone,
        phone_confirmed_at: request.phoneConfirmedAt.toISOString(),
        cac_number: request.cacNumber,
        lasrera_number: request.lasreraNumber,
        valid_id_link: optionalPrivateFileLink(config.publicUrl, request.validIdKey),
        date_created: request.createdAt.toISOString(),
      })),
      verified: verified.map(({ request, user }) => ({
        id: request.id,
        kind: request.kind,
        member: memberOf(user),
        date_reviewed: (request.reviewedAt ?? request.createdAt).toISOString(),
      })),
    });
  });

  /**
   * Moves a request to `status` once, from the one status it may leave (a pending request is
   * decided, an approved one revoked): a second decision (another tab, a retry) is 409.
   */
  async function decide(staff: Staff, id: number, status: 'approved' | 'refused' | 'revoked', reason: string) {
    const decision = decisions[status];
    return db.transaction(async (tx) => {
      const [decided] = await tx
        .update(verificationRequests)
        .set({ status, reason: status === 'approved' ? null : reason, reviewedBy: staff.id, reviewedAt: new Date() })
        .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, decision.from)))
        .returning();
      if (!decided) {
        const [exists] = await tx.select({ id: verificationRequests.id }).from(verificationRequests).where(eq(verificationRequests.id, id));
        throw exists ? conflict(decision.conflict) : notFound(REQUEST_NOT_FOUND);
      }
      const [member] = await tx.select().from(users).where(eq(users.id, decided.userId));
      if (!member) throw notFound(REQUEST_NOT_FOUND);
      await recordStaffAction(tx, staff, {
        action: decision.action,
        reason,
        detail: { member: fullName(member), memberId: member.id, verification: { id: decided.id, kind: decided.kind } },
      });
      const mail =
        status === 'approved'
          ? verificationApprovedMail(config.appUrl, member, decided.kind)
          : status === 'refused'
            ? verificationRefusedMail(config.appUrl, member, reason)
            : verificationRevokedMail(config.appUrl, member, decided.kind, reason);
      await sendMail(tx, config, mail);
      return decided;
    });
  }

  routes.post('/verifications/approve', async (c) => {
    const body = await parseJsonBody(c, approveBody);
    const decided = await decide(c.var.staff, body.id, 'approved', body.note || 'Approved: ID and phone checked');
    return c.json({ Detail: 'The member is now verified', verification: { id: decided.id, status: decided.status } });
  });

  routes.post('/verifications/refuse', async (c) => {
    const body = await parseJsonBody(c, reasonBody);
    const decided = await decide(c.var.staff, body.id, 'refused', body.reason);
    return c.json({ Detail: 'The request was refused', verification: { id: decided.id, status: decided.status } });
  });

  // A badge found undeserved (a scam reported, documents found false) is withdrawn with the reason
  // the member reads; the approved request stays on file as revoked.
  routes.post('/verifications/revoke', async (c) => {
    const body = await parseJsonBody(c, reasonBody);
    const decided = await decide(c.var.staff, body.id, 'revoked', body.reason);
    return c.json({ Detail: 'The verification was revoked', verification: { id: decided.id, status: decided.status } });
  });

  mounted.route('/staff', routes);
  return mounted;
}
