import { useHydrated } from "./use-hydrated";

/**
 * The day of a moment ("Nov 18, 2026": a comment posted, a plan's renewal), in the reader's
 * own time zone, which only the browser knows. The server's HTML, and hydration, which must
 * print the same, say the UTC day; once script runs the day is said again in the browser's
 * zone, as components/Moment.tsx does for times. So a comment posted late on a New York
 * evening is not dated the next day. Counts grouped by UTC day or week keep their UTC labels
 * (kitchen/sections/dates.ts).
 */

const options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const UTC_DAY = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
let localDay: Intl.DateTimeFormat | undefined;

const say = (format: Intl.DateTimeFormat, iso: string | null | undefined) => {
  if (!iso) return "";
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? "" : format.format(instant);
};

/** The UTC day, for text made on the server alone (an action's message). */
export const utcDayOf = (iso: string | null | undefined) => say(UTC_DAY, iso);

/** `dayOf(iso)`: UTC until the page has hydrated, the browser's own day after; "" for none. */
export function useDayOf() {
  const hydrated = useHydrated();
  if (!hydrated) return utcDayOf;
  localDay ??= new Intl.DateTimeFormat("en-US", options);
  const format = localDay;
  return (iso: string | null | undefined) => say(format, iso);
}
