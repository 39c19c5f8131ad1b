/**
 * Wall-clock times in a named time zone (IANA, e.g. "Europe/Paris"), for events. Creators
 * type the time as people will read it there; the store keeps the instant and the zone.
 * Intl carries the zone rules on both sides (workerd and browsers), so nothing is bundled.
 */

/** A local date and time as an `<input type="datetime-local">` gives it: 2026-12-05T18:30. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `zone` is a time zone this runtime knows (IANA names, "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's canonical spelling ("europe/paris" → "Europe/Paris"). */
export const canonicalTimeZone = (zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;

/** Whether `value` is a real calendar date and time in the LOCAL_DATE_TIME form. */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1900 || year > 2999 || hour > 23 || minute > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at `instant`, as numbers. */
function wallClock(instant: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes `zone` is ahead of UTC at `instant` (Paris in winter: 60; New York: -300). */
export function offsetMinutes(instant: Date, zone: string): number {
  const clock = wallClock(instant, zone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock in `zone` reads `local` (LOCAL_DATE_TIME). A time
 * that a daylight-saving jump skips lands just after the jump, as clocks do.
 */
export function zonedToInstant(local: string, zone: string): Date {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) throw new RangeError(`Not a local date and time: ${local}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[];
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = offsetMinutes(new Date(asUtc), zone);
  const guess = asUtc - first * 60_000;
  const second = offsetMinutes(new Date(guess), zone);
  return new Date(second === first ? guess : asUtc - second * 60_000);
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, "0");

/** The wall clock in `zone` at `instant`, in the LOCAL_DATE_TIME form. */
export function localDateTimeIn(instant: Date, zone: string): string {
  const c = wallClock(instant, zone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** ISO 8601 with the zone's offset at that instant: 2026-12-05T18:30:00+01:00. */
export function isoWithOffset(instant: Date, zone: string): string {
  const offset = offsetMinutes(instant, zone);
  const sign = offset < 0 ? "-" : "+";
  const seconds = pad(wallClock(instant, zone).second);
  return `${localDateTimeIn(instant, zone)}:${seconds}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/**
 * Whether an event is over at `now`: once it ends, or, without an end, once it starts. An
 * event under way is not over, since a reader may yet join it. The kitchen's lists (worker)
 * and the public /events page (web, split when it renders, since its cached view outlives
 * the hour) both ask this.
 */
export function isEventOver(
  start: Date | string,
  end: Date | string | null | undefined,
  now: Date | number,
): boolean {
  return new Date(end ?? start).getTime() < new Date(now).getTime();
}
