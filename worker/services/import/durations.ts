/**
 * Minutes from the ways recipes write a duration: ISO 8601 ("PT1H30M", "P0DT0H20M") as
 * schema.org asks, or words as cards print them ("1 hr 30 mins", "45 minutes").
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return Math.round(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  const iso =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      text,
    );
  if (iso && text.length > 1) {
    const [, days, hours, minutes, seconds] = iso.map((part) => Number(part ?? 0));
    const total = (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
    return Math.round(total);
  }
  let total = 0;
  let found = false;
  const words = /(\d+(?:\.\d+)?)\s*(d|days?|h|hrs?|hours?|m|mins?|minutes?)\b/gi;
  for (const match of text.matchAll(words)) {
    found = true;
    const amount = Number(match[1]);
    const unit = (match[2] ?? "").toLowerCase();
    total += unit.startsWith("d") ? amount * 1440 : unit.startsWith("h") ? amount * 60 : amount;
  }
  if (found) return Math.round(total);
  return /^\d+$/.test(text) ? Number(text) : null;
}
