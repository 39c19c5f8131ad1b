/**
 * Days in the kitchen's lists. UTC, so the server's HTML and the browser's hydration print
 * the same text; <time dateTime> carries the exact moment. A moment's time of day is said in
 * the author's own zone by components/Moment.tsx.
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

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** "Nov 18, 2026" */
export const formatDay = (iso: string) => (valid(iso) ? DAY.format(new Date(iso)) : "");
/** "Nov 18" (chart labels) */
export const formatShortDay = (iso: string) => (valid(iso) ? SHORT_DAY.format(new Date(iso)) : "");
