/**
 * Times as a recipe page prints them (docs/spec/visitor-experience.md §9: "durations show days, hr,
 * min") and as JSON-LD wants them. A running timer's display is in timer-display.ts and a comment's
 * age in relative-time.ts: only code the page loads later uses them.
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
