import { z } from "zod";
import { isTimeZone, localDateTimeIn, zonedToInstant } from "./event-time";
import { TIME_ZONE_MESSAGE } from "./manage-events";

/** The hour of the morning a daily digest comes at, in its reader's own time zone (ADR 0018). */
export const DIGEST_HOUR = 8;

const AT_THE_HOUR = `T${String(DIGEST_HOUR).padStart(2, "0")}:00`;

/** The calendar day after `day` (YYYY-MM-DD). */
function dayAfter(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The first DIGEST_HOUR o'clock in `zone` after `instant`: today's if it is still to come. */
export function nextDigestTime(instant: Date, zone: string): Date {
  const today = localDateTimeIn(instant, zone).slice(0, 10);
  const todays = zonedToInstant(`${today}${AT_THE_HOUR}`, zone);
  return todays > instant ? todays : zonedToInstant(`${dayAfter(today)}${AT_THE_HOUR}`, zone);
}

/**
 * The zone a kitchen page's browser is in, sent with the e-mail choices so the daily digest
 * comes in that person's morning. Left out, the zone saved before stays.
 */
export const digestTimeZoneField = z
  .string()
  .trim()
  .refine(isTimeZone, TIME_ZONE_MESSAGE)
  .optional()
  .describe("The person's IANA time zone, e.g. Asia/Tokyo: their daily e-mail comes at 8 there");
