/**
 * The store's calendar: every after-purchase deadline counts São Paulo calendar dates
 * (America/Sao_Paulo), whatever the clock of the shopper's device or the server says.
 * A date is an ISO calendar date ('2026-12-09'); an instant is a Date or an ISO time.
 * Pure: the caller passes `now`, so tests and the fake backend's clock decide what today is.
 */

/** The time zone the store's dates and deadlines are told in. */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar date as 'YYYY-MM-DD'. */
export type CalendarDate = string;

/** A Date, an ISO time, or milliseconds since the epoch. */
export type Instant = Date | string | number;

// Made on first use: a formatter loads the zone's data, better spent when a date is first told.
let dateParts: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/** The São Paulo calendar date of an instant: 2026-12-03T02:30Z (23:30 on the 2nd there) → '2026-12-02'. */
export function saoPauloDate(instant: Instant): CalendarDate {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  dateParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = dateParts.formatToParts(date);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date (a pure count of dates, no time zone involved). */
function dayNumber(date: CalendarDate): number {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new RangeError(`not a calendar date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/** The date `days` later (earlier when negative): addDays('2026-12-02', 7) → '2026-12-09'. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Whole calendar days from one date to another: daysBetween('2026-12-02', '2026-12-09') → 7. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** True while São Paulo's date at `now` is on or before `lastDay`: a deadline's last day counts whole. */
export function isOnOrBefore(now: Instant, lastDay: CalendarDate): boolean {
  return daysBetween(saoPauloDate(now), lastDay) >= 0;
}

/** '2026-12-09' → '09/12', as deadlines are told ('Você pode desistir até 09/12'). */
export function dayMonthText(date: CalendarDate): string {
  dayNumber(date);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** '2026-12-09' → '09/12/2026'. */
export function fullDateText(date: CalendarDate): string {
  return `${dayMonthText(date)}/${date.slice(0, 4)}`;
}

/** An instant in São Paulo time, as a step of the order's timeline shows it: '02/12/2026 às 23:30'. */
export function saoPauloDateTimeText(instant: Instant): string {
  dateTime ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: STORE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${fullDateText(saoPauloDate(instant))} às ${dateTime.format(toDate(instant))}`;
}
