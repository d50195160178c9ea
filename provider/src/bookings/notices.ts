import { signedIdToken } from '../auth/confirmationTokens';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { sendMail } from '../mail/outbox';
import { renderMail, type Block } from '../mail/template';
import { nigerianMobile } from '../sms/phone';
import { SmsNotSent, type SmsSender } from '../sms/sender';
import { calendarOf, type CalendarEvent } from './calendar';
import type { BookingRecord } from './records';
import { lagosDate, lagosInstant, lagosTime } from './slots';

/** What happened to a booking, each mailed (and texted) to both sides. */
export type BookingChange =
  | 'requested'
  | 'confirmed'
  | 'declined'
  | 'offered'
  | 'moved'
  | 'cancelled'
  | 'expired'
  | 'evening_reminder'
  | 'soon_reminder';

export type Text = { to: string; text: string };

/** Queues booking texts in `tx`, the transaction of the change they announce (the job queue's, provider/src/jobs/queue.ts). */
export type QueueTexts = (tx: Database, texts: Text[]) => Promise<void>;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sat 28 Nov 2026, 10:00 (Lagos time)": mails and texts are read in Nigeria. */
export function lagosWhen(instant: Date): string {
  const date = lagosDate(instant);
  const weekday = WEEKDAYS[lagosInstant(date, '12:00').getUTCDay()];
  const [year, month, day] = date.split('-');
  return `${weekday} ${Number(day)} ${MONTHS[Number(month) - 1]} ${year}, ${lagosTime(instant)} (Lagos time)`;
}

/** Who cancelled, as `reader` is told; no side means staff hid the listing. */
function cancelledHow(booking: BookingRecord, reader: 'visitor' | 'advertiser'): string {
  if (booking.cancelledBy === null) return 'cancelled because the listing has been taken down';
  return `cancelled by ${booking.cancelledBy === reader ? 'you' : `the ${booking.cancelledBy}`}`;
}

const ENDED: BookingChange[] = ['declined', 'cancelled', 'expired'];

/** The calendar file a change carries: none for an offer (nothing agreed yet) or a reminder. */
function calendarFor(change: BookingChange, booking: BookingRecord, config: ProviderConfig, side: 'visitor' | 'advertiser', now: Date) {
  if (change === 'offered' || change === 'evening_reminder' || change === 'soon_reminder') return undefined;
  const recipient = booking[side];
  const other = side === 'visitor' ? booking.advertiser : booking.visitor;
  const event: CalendarEvent = {
    method: ENDED.includes(change) ? 'CANCEL' : 'REQUEST',
    uid: booking.calendarUid,
    sequence: booking.sequence,
    stamp: now,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: `Inspection: ${booking.property.name}`,
    location: booking.property.address,
    description: `${side === 'visitor' ? 'With' : 'Visitor:'} ${other.name}. Inspections are free: never pay to inspect. ${config.appUrl}/property/${booking.property.id}`,
    status: ENDED.includes(change) ? 'CANCELLED' : booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    organizer: { name: 'NaijaHomes', email: organizerAddress(config) },
    attendee: { name: recipient.name, email: recipient.email },
  };
  return calendarOf(event);
}

/** The site's sender address (MAIL_FROM's), or a no-reply address on the site's host. */
function organizerAddress(config: ProviderConfig): string {
  const from = config.mail?.from.match(/<([^<>\s]+@[^<>\s]+)>\s*$/)?.[1] ?? config.mail?.from.trim();
  return from && /^[^\s@]+@[^\s@]+$/.test(from) ? from : `no-reply@${new URL(config.appUrl).hostname}`;
}

type Wording = { subject: string; lines: string[] };

function visitorWording(change: BookingChange, booking: BookingRecord): Wording {
  const { name } = booking.property;
  const when = lagosWhen(booking.startsAt);
  switch (change) {
    case 'requested':
      return { subject: `Inspection requested: ${name}`, lines: [`You asked to inspect "${name}" on ${when}. The advertiser has 24 hours to confirm; we will tell you either way.`] };
    case 'confirmed':
      return { subject: `Inspection confirmed: ${name}`, lines: [`Your inspection of "${name}" on ${when} is confirmed.`] };
    case 'declined':
      return { subject: `Inspection declined: ${name}`, lines: [`The advertiser cannot show "${name}" on ${when}.`, `Their reason: ${booking.declineReason ?? ''}`] };
    case 'offered':
      return {
        subject: `Another time offered: ${name}`,
        lines: [`The advertiser cannot show "${name}" on ${when} and offers ${lagosWhen(booking.offeredStartsAt ?? booking.startsAt)} instead. Accept it or cancel in your dashboard.`],
      };
    case 'moved':
      return { subject: `Inspection moved: ${name}`, lines: [`Your inspection of "${name}" is now on ${when}${booking.status === 'requested' ? ', waiting for the advertiser to confirm' : ''}.`] };
    case 'cancelled':
      return { subject: `Inspection cancelled: ${name}`, lines: [`The inspection of "${name}" on ${when} was ${cancelledHow(booking, 'visitor')}.`] };
    case 'expired':
      return { subject: `No answer to your inspection request: ${name}`, lines: [`The advertiser did not answer your request to inspect "${name}" on ${when} within 24 hours, so it has expired. You can book another time.`] };
    case 'evening_reminder':
      return { subject: `Tomorrow: inspection of ${name}`, lines: [`A reminder: you inspect "${name}" on ${when}.`] };
    case 'soon_reminder':
      return { subject: `In two hours: inspection of ${name}`, lines: [`A reminder: you inspect "${name}" on ${when}.`] };
  }
}

function advertiserWording(change: BookingChange, booking: BookingRecord): Wording {
  const { name } = booking.property;
  const when = lagosWhen(booking.startsAt);
  const visitorName = booking.visitor.name;
  switch (change) {
    case 'requested':
      return { subject: `Inspection request: ${name}`, lines: [`${visitorName} asks to inspect "${name}" on ${when}. Please answer within 24 hours, or the request expires.`] };
    case 'confirmed':
      return { subject: `Inspection confirmed: ${name}`, lines: [`${visitorName} inspects "${name}" on ${when}.`] };
    case 'declined':
      return { subject: `You declined an inspection: ${name}`, lines: [`You declined ${visitorName}'s inspection of "${name}" on ${when}.`] };
    case 'offered':
      return { subject: `You offered another time: ${name}`, lines: [`You offered ${visitorName} ${lagosWhen(booking.offeredStartsAt ?? booking.startsAt)} to inspect "${name}". We will tell you when they accept.`] };
    case 'moved':
      return { subject: `Inspection moved: ${name}`, lines: [`${visitorName}'s inspection of "${name}" is now on ${when}${booking.status === 'requested' ? '. Please confirm it within 24 hours' : ''}.`] };
    case 'cancelled':
      return { subject: `Inspection cancelled: ${name}`, lines: [`The inspection of "${name}" by ${visitorName} on ${when} was ${cancelledHow(booking, 'advertiser')}.`] };
    case 'expired':
      return { subject: `An inspection request expired: ${name}`, lines: [`${visitorName}'s request to inspect "${name}" on ${when} was not answered within 24 hours and has expired.`] };
    case 'evening_reminder':
      return { subject: `Tomorrow: inspection of ${name}`, lines: [`A reminder: ${visitorName} inspects "${name}" on ${when}.`] };
    case 'soon_reminder':
      return { subject: `In two hours: inspection of ${name}`, lines: [`A reminder: ${visitorName} inspects "${name}" on ${when}.`] };
  }
}

/**
 * Mails both sides about a change, inside `tx` (so the mails exist exactly when the change does), and
 * returns the texts to send once it is committed. Every visitor mail repeats that inspections are
 * free; a request the advertiser must answer carries a one-click confirm link.
 */
export async function announce(tx: Database, config: ProviderConfig, booking: BookingRecord, change: BookingChange, now: Date): Promise<Text[]> {
  const appUrl = config.appUrl;
  const visitor = visitorWording(change, booking);
  const visitorBlocks: Block[] = [
    ...visitor.lines.map((paragraph) => ({ paragraph })),
    { paragraph: 'Inspections are free. If anyone asks you to pay to inspect, do not pay: report the listing from its page.' },
    { link: 'The listing', url: `${appUrl}/property/${booking.property.id}` },
    { link: 'Your inspections', url: `${appUrl}/dashboard?view=inspections` },
  ];
  await sendMail(tx, config, {
    ...renderMail({ to: booking.visitor.email, subject: visitor.subject, greeting: booking.visitor.firstName, blocks: visitorBlocks }),
    calendar: calendarFor(change, booking, config, 'visitor', now),
  });

  const advertiser = advertiserWording(change, booking);
  const awaitingAnswer = booking.status === 'requested' && (change === 'requested' || change === 'moved');
  const advertiserBlocks: Block[] = [
    ...advertiser.lines.map((paragraph) => ({ paragraph })),
    { fields: [['Visitor', booking.visitor.name], ['Phone', booking.phone], ['Address', booking.property.address]] },
    ...(booking.note ? [{ quote: booking.note }] : []),
    ...(awaitingAnswer
      ? [{ link: 'Confirm this inspection', url: `${appUrl}/bookings/confirm?token=${encodeURIComponent(signedIdToken(config.alertsSecret, 'inspection-booking', booking.id, booking.advertiserId))}` }]
      : []),
    { link: 'Your inspection requests', url: `${appUrl}/dashboard?view=inspections` },
  ];
  await sendMail(tx, config, {
    ...renderMail({ to: booking.advertiser.email, subject: advertiser.subject, greeting: booking.advertiser.firstName, blocks: advertiserBlocks }),
    calendar: calendarFor(change, booking, config, 'advertiser', now),
  });

  const texts: Text[] = [{ to: booking.phone, text: `NaijaHomes: ${visitor.lines[0]}` }];
  const advertiserPhone = booking.advertiser.phone ? nigerianMobile(booking.advertiser.phone) : null;
  if (advertiserPhone) texts.push({ to: advertiserPhone, text: `NaijaHomes: ${advertiser.lines[0]}` });
  return texts;
}

/**
 * Sends one booking text (a job: jobs/queue.ts). A text the gateway did not take is logged and not
 * tried again: after a timeout it may be on its way, and a text twice is worse than one missed (the
 * mail carries the same news).
 */
export async function sendBookingText(sender: SmsSender, { to, text }: Text): Promise<void> {
  try {
    await sender.send(to, text, 'booking');
  } catch (error) {
    if (!(error instanceof SmsNotSent)) throw error;
    console.warn(`[provider] a booking text was not sent: ${error.body.Detail}`);
  }
}
