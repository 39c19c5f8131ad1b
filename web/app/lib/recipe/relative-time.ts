/**
 * A comment's age (docs/spec/visitor-experience.md §9: relative times "just now" under a minute,
 * then minutes … years ago). Its own module: only the comments use it, and they load when a reader
 * nears them, and the account area's "Where you're signed in" (last active), off the recipe page.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Calendar-agnostic months and years: "2 months ago" only needs to be roughly right.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/**
 * "just now", "5 minutes ago", "1 hour ago", "3 days ago", "2 months ago", "1 year ago".
 * docs/spec/visitor-experience.md §9 lists seconds among the units but also says "just now" covers
 * the whole first minute, so a seconds count never shows. Future dates (clock skew) read "just
 * now".
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === "string" ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < MONTH) return ago(Math.floor(elapsed / DAY), "day");
  // Days 360–364 are twelve 30-day months but not yet a year: cap at 11 months.
  if (elapsed < YEAR) return ago(Math.min(11, Math.floor(elapsed / MONTH)), "month");
  return ago(Math.floor(elapsed / YEAR), "year");
}
