/**
 * The days of the kitchen's counts, which the API groups by UTC day and week (the weekly
 * charts, the revenue period), so they are labelled in UTC too. The day of a moment (a
 * comment posted, a subscriber joining) is said in the person's own zone by lib/days.ts.
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
