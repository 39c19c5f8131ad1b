/**
 * Dates in the kitchen's lists. UTC, so the server's HTML and the browser's hydration print
 * the same text; <time dateTime> carries the exact moment.
 */
const DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const SHORT_DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const MOMENT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** "Nov 18, 2026" */
export const formatDay = (iso: string) => (valid(iso) ? DAY.format(new Date(iso)) : "");
/** "Nov 18" (chart labels) */
export const formatShortDay = (iso: string) => (valid(iso) ? SHORT_DAY.format(new Date(iso)) : "");
/** "Nov 18, 2026, 3:04 PM UTC" */
export const formatMoment = (iso: string) => (valid(iso) ? MOMENT.format(new Date(iso)) : "");
