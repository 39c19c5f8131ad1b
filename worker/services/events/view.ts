import {
  canonicalTimeZone,
  isEventOver,
  isoWithOffset,
  isTimeZone,
  localDateTimeIn,
} from "@schema/api/event-time";
import type { SiteEvent as StoredEvent } from "@schema/db/site-content";

/**
 * What an event row says once read in its own time zone: the wall-clock time, the start with
 * its offset, and how people attend. The kitchen's and the public read shapes both use it.
 */

export type Attendance = "offline" | "online" | "mixed";

export function attendanceOf(event: Pick<StoredEvent, "location" | "onlineUrl">): Attendance {
  const place = Boolean(event.location?.trim());
  const online = Boolean(event.onlineUrl?.trim());
  if (place && online) return "mixed";
  return online ? "online" : "offline";
}

/** A stored zone the runtime no longer knows (zone data changes) reads as UTC, never fails. */
export const readableZone = (zone: string) => (isTimeZone(zone) ? canonicalTimeZone(zone) : "UTC");

export function eventTimes(
  event: Pick<StoredEvent, "date" | "endsAt" | "timeZone">,
  now = new Date(),
) {
  const zone = readableZone(event.timeZone);
  return {
    timeZone: zone,
    localDate: localDateTimeIn(event.date, zone),
    startsAt: isoWithOffset(event.date, zone),
    localEndDate: event.endsAt ? localDateTimeIn(event.endsAt, zone) : null,
    endsAt: event.endsAt ? isoWithOffset(event.endsAt, zone) : null,
    isPast: isEventOver(event.date, event.endsAt, now),
  };
}
