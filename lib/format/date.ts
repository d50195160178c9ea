/**
 * Dates as Nigerian readers write them: '22 Nov 2026'. The time zone is fixed to Lagos so the server
 * and the browser render the same day (no hydration mismatch near midnight).
 */
const dayMonthYear = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** '22 Nov 2026' from a Date, an ISO string or a timestamp; '' when missing or not a date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dayMonthYear.format(date);
}

const monthYear = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' from a month as the provider writes it, '2026-11'; '' when not such a month. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? monthYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : '';
}

const weekdayDayMonthTime = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});

/** An inspection's time as Lagos reads it: 'Tue 1 Dec, 10:00'; '' when not a date. */
export function formatLagosDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(weekdayDayMonthTime.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}
