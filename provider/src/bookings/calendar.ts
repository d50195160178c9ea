import type { MailCalendar } from '../db/schema';

/**
 * An inspection as an iCalendar object (RFC 5545) with its iTIP method: REQUEST adds or updates the
 * event, CANCEL removes it. Every mail about one booking carries the same UID and a higher SEQUENCE,
 * so a calendar updates its one event rather than adding another.
 */
export type CalendarEvent = {
  method: MailCalendar['method'];
  uid: string;
  sequence: number;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  /** REQUEST: CONFIRMED, or TENTATIVE while the advertiser has not answered. */
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** UTC in the basic format DTSTART and DTSTAMP take: 20261128T090000Z. */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');

/** A parameter value (a name in CN=): quoted, with the quotes it may not hold left out. */
const parameter = (text: string) => `"${text.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarOf(event: CalendarEvent): MailCalendar {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NaijaHomes//Inspections//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { method: event.method, content: lines.map(fold).join('\r\n') + '\r\n' };
}
