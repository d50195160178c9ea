import type { Database } from '../db/client';
import { staffActions, type StaffActionKind } from '../db/schema';

type Detail = NonNullable<(typeof staffActions.$inferInsert)['detail']>;

export type AuditEntry = {
  action: StaffActionKind;
  reason: string;
  /** The listing acted on, by id and its name now: the row keeps both after the listing goes. */
  property?: { id: number; name: string };
  detail?: Detail;
};

/** Writes one row of the audit log, in the caller's transaction, naming everything it is about. */
export async function recordStaffAction(tx: Database, staff: { id: number; name: string }, entry: AuditEntry) {
  await tx.insert(staffActions).values({
    staffId: staff.id,
    staffName: staff.name,
    action: entry.action,
    propertyId: entry.property?.id ?? null,
    propertyName: entry.property?.name ?? null,
    reason: entry.reason,
    detail: entry.detail ?? null,
  });
}
