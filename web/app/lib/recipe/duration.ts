/**
 * Times as a recipe page prints them (visitor spec §9: "durations show days, hr, min";
 * relative times "just now" under a minute, then minutes … years ago) and as JSON-LD wants them.
 */

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
}

/** "45 min", "1 hr 20 min", "2 days 3 hr", "1 day"; "0 min" for nothing. */
export function formatDuration(minutes: number): string {
  const total = wholeMinutes(minutes);
  if (total === 0) return "0 min";
  const days = Math.floor(total / MINUTES_PER_DAY);
  const hours = Math.floor((total % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const mins = total % MINUTES_PER_HOUR;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} ${days === 1 ? "day" : "days"}`);
  // "hr" and "min" are abbreviations, so they never take a plural s.
  if (hours > 0) parts.push(`${hours} hr`);
  if (mins > 0) parts.push(`${mins} min`);
  return parts.join(" ");
}

/**
 * ISO 8601 duration for schema.org Recipe (prepTime, cookTime, totalTime): "PT45M", "PT1H20M".
 * Hours are not folded into days ("PT50H"): it is equally valid ISO and the form search
 * engines document for recipes.
 */
export function isoDuration(minutes: number): string {
  const total = wholeMinutes(minutes);
  const hours = Math.floor(total / MINUTES_PER_HOUR);
  const mins = total % MINUTES_PER_HOUR;
  if (hours === 0) return `PT${mins}M`;
  return mins === 0 ? `PT${hours}H` : `PT${hours}H${mins}M`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Timer display (visitor spec §4): "04:05", or "1:02:03" from an hour up. */
export function formatTimer(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${pad(minutes)}:${pad(secs)}`;
}

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
 * The spec lists seconds among the units but also says "just now" covers the whole first
 * minute, so a seconds count never shows. Future dates (clock skew) read "just now".
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
