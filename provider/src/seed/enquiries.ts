import type { Database } from '../db/client';
import { leadReplies, propertyLeads } from '../db/schema';
import type { SeedEnquiry } from './data/types';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The demo enquiries, each with its first answer where it has one, at times relative to `now`; each
 * visitor confirmed their address when asking, so the answers were mailed as written.
 */
export async function seedEnquiries(db: Database, enquiries: SeedEnquiry[], now: Date): Promise<void> {
  for (const { hoursAgo, repliedAfterMinutes, reply, ...lead } of enquiries) {
    const createdAt = new Date(now.getTime() - hoursAgo * HOUR_MS);
    const firstRepliedAt = repliedAfterMinutes === null ? null : new Date(createdAt.getTime() + repliedAfterMinutes * MINUTE_MS);
    const [row] = await db
      .insert(propertyLeads)
      .values({ ...lead, title: 'Mrs.', countryId: 161, platform: 'search', createdAt, firstRepliedAt, addressConfirmedAt: createdAt })
      .returning({ id: propertyLeads.id });
    if (row && reply && firstRepliedAt) await db.insert(leadReplies).values({ leadId: row.id, message: reply, createdAt: firstRepliedAt, mailedAt: firstRepliedAt });
  }
}
