import { calendarOf, type CalendarEvent } from './calendar';

const EVENT: CalendarEvent = {
  method: 'REQUEST',
  uid: 'b3c1@naijahomes-inspections',
  sequence: 2,
  stamp: new Date('2026-11-27T08:00:00.000Z'),
  startsAt: new Date('2026-11-30T09:00:00.000Z'),
  endsAt: new Date('2026-11-30T10:00:00.000Z'),
  summary: 'Inspection: 3 Bedroom Flat, Lekki; "new"',
  location: '12 Admiralty Way, Lekki Phase 1; Lagos\\Nigeria',
  description: 'With Ọlá Ówónìyí.\nInspections are free: never pay to inspect. '.repeat(3),
  status: 'CONFIRMED',
  organizer: { name: 'NaijaHomes', email: 'no-reply@naijahomes.example' },
  attendee: { name: 'Bola "B" Buyer', email: 'buyer@example.com' },
};

/** A small reader of what calendarOf writes: unfolds lines and unescapes TEXT values (RFC 5545 3.1, 3.3.11). */
function parse(content: string) {
  expect(content.endsWith('\r\n')).toBe(true);
  expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = content.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = content.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
  const properties = new Map<string, string>();
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    properties.set(line.slice(0, colon), line.slice(colon + 1));
  }
  const text = (value: string) => value.replace(/\\(.)/g, (_, character: string) => (character === 'n' ? '\n' : character));
  return { lines, properties, text };
}

test('an invitation has the method, a stable UID, its sequence and UTC times', () => {
  const { lines, properties } = parse(calendarOf(EVENT).content);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(properties.get('METHOD')).toBe('REQUEST');
  expect(properties.get('UID')).toBe(EVENT.uid);
  expect(properties.get('SEQUENCE')).toBe('2');
  expect(properties.get('DTSTART')).toBe('20261130T090000Z');
  expect(properties.get('DTEND')).toBe('20261130T100000Z');
  expect(properties.get('DTSTAMP')).toBe('20261127T080000Z');
  expect(properties.get('STATUS')).toBe('CONFIRMED');
  expect(calendarOf(EVENT).method).toBe('REQUEST');
});

test('text is escaped and long lines folded without splitting a character', () => {
  const { properties, text } = parse(calendarOf(EVENT).content);
  expect(properties.get('LOCATION')).toBe('12 Admiralty Way\\, Lekki Phase 1\\; Lagos\\\\Nigeria');
  expect(text(properties.get('LOCATION')!)).toBe(EVENT.location);
  expect(text(properties.get('SUMMARY')!)).toBe(EVENT.summary);
  expect(text(properties.get('DESCRIPTION')!)).toBe(EVENT.description);
  // A quote in a name cannot end the parameter early.
  expect(properties.get('ATTENDEE;CN="Bola B Buyer";ROLE=REQ-PARTICIPANT')).toBe('mailto:buyer@example.com');
});

test('a cancellation keeps the UID and says CANCEL', () => {
  const calendar = calendarOf({ ...EVENT, method: 'CANCEL', status: 'CANCELLED', sequence: 3 });
  const { properties } = parse(calendar.content);
  expect(calendar.method).toBe('CANCEL');
  expect(properties.get('METHOD')).toBe('CANCEL');
  expect(properties.get('UID')).toBe(EVENT.uid);
  expect(properties.get('SEQUENCE')).toBe('3');
  expect(properties.get('STATUS')).toBe('CANCELLED');
});
