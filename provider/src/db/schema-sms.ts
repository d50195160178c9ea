import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Text messages handed to a real SMS gateway, kept so its delivery reports have something to land on.
// The text itself is not kept: a phone code must not outlive its hash in phone_codes.

export const SMS_STATUSES = ['sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').$type<'termii'>().notNull(),
    /** The gateway's id of the message, which its delivery reports name. */
    gatewayMessageId: text('gateway_message_id').notNull(),
    /** In +234 form. */
    recipient: text('recipient').notNull(),
    /** Why it was sent (sms/sender.ts SmsPurpose), for an operator reading failures. */
    purpose: text('purpose').notNull(),
    status: text('status').$type<SmsStatus>().notNull().default('sent'),
    /** The gateway's own words for the last status (e.g. "DND Active on Phone Number"). */
    statusDetail: text('status_detail'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sms_messages_gateway_message_idx').on(table.gateway, table.gatewayMessageId)],
);
