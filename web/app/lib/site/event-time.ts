import { isEventOver } from "@schema/api/event-time";

/**
 * An event's start as its readers see it: in the event's own time zone, named, so "6:30 PM"
 * means the same hour to a reader in Paris and one in Tokyo. Formatted on the server (the
 * /events loader), so the page hydrates with the very text it was rendered with.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const nameFormats = new Map<string, Intl.DateTimeFormat>();
const readerFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  map: Map<string, Intl.DateTimeFormat>,
  zone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = map.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone });
    map.set(zone, format);
  }
  return format;
}

/** A zone known to this runtime, else UTC (the API already answers canonical names). */
function usableZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** "Paris time (GMT+1)", "New York time (EST)", "UTC". */
export function zoneLabel(instant: Date, zone: string): string {
  const known = usableZone(zone);
  if (known === "UTC" || known === "Etc/UTC") return "UTC";
  const short =
    cached(nameFormats, known, { timeZoneName: "short" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  const city = known.split("/").pop()?.replaceAll("_", " ") ?? known;
  return short ? `${city} time (${short})` : `${city} time`;
}

/** `until`: the end, as a time on the same day ("8:30 PM") or a day and time; null: no end. */
export type EventWhen = { day: string; time: string; zone: string; until: string | null };

/** Day, time and zone of the start `iso` (an instant) read in `zone`, and of the end if any. */
export function eventWhen(iso: string, zone: string, endIso: string | null = null): EventWhen {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return { day: "", time: "", zone: "", until: null };
  const known = usableZone(zone);
  const dayOf = (at: Date) =>
    cached(dayFormats, known, {
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    }).format(at);
  const timeOf = (at: Date) =>
    cached(timeFormats, known, { hour: "numeric", minute: "2-digit" }).format(at);
  const day = dayOf(instant);
  const end = new Date(endIso ?? Number.NaN);
  const endDay = Number.isNaN(end.getTime()) ? null : dayOf(end);
  return {
    day,
    time: timeOf(instant),
    zone: zoneLabel(instant, known),
    until: endDay === null ? null : endDay === day ? timeOf(end) : `${endDay}, ${timeOf(end)}`,
  };
}

const READER_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/**
 * The start as the reader's own clock reads it ("Sat, Dec 19, 10:00 AM your time"), for an
 * online event or a traveller; null when it reads the same as in the event's zone.
 */
export function readerWhen(iso: string, eventZone: string, readerZone: string): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const read = (zone: string) =>
    cached(readerFormats, usableZone(zone), READER_OPTIONS).format(instant);
  const here = read(readerZone);
  return here === read(eventZone) ? null : `${here} your time`;
}

/**
 * "Saturday, December 5, 2026 at 8:30 AM – 10:00 AM, Paris time (GMT+1)": one line, for the
 * kitchen.
 */
export function eventWhenText(iso: string, zone: string, endIso: string | null = null): string {
  const when = eventWhen(iso, zone, endIso);
  const until = when.until ? ` – ${when.until}` : "";
  return `${when.day} at ${when.time}${until}, ${when.zone}`;
}

/**
 * The events page's two lists. Upcoming ones soonest first, since the next event is the one a
 * reader looks for (the kitchen lists them so too); past ones latest first, as the spec's
 * "newest first" reads for a record of what happened. An event moves to the past once it is
 * over (`isEventOver`).
 */
export function upcomingAndPast<T extends { date: string; endDate?: string | null }>(
  events: readonly T[],
  now: number,
) {
  const byStart = [...events].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const over = (event: T) => isEventOver(event.date, event.endDate, now);
  return {
    upcoming: byStart.filter((event) => !over(event)),
    past: byStart.filter(over).reverse(),
  };
}
