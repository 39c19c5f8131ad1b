/**
 * Billing periods as Stripe counts them: the n-th period end from the billing cycle anchor,
 * keeping the anchor's day of month where the month has it (Jan 31 → Feb 28 → Mar 31).
 */
export type Interval = "day" | "week" | "month" | "year";

export function periodBoundary(
  anchor: number,
  interval: Interval,
  count: number,
  n: number,
): number {
  if (interval === "day") return anchor + n * count * 86_400;
  if (interval === "week") return anchor + n * count * 7 * 86_400;
  const date = new Date(anchor * 1000);
  const months = (interval === "year" ? 12 : 1) * count * n;
  const year = date.getUTCFullYear() + Math.floor((date.getUTCMonth() + months) / 12);
  const month = (date.getUTCMonth() + months) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return (
    Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()) /
    1000
  );
}

export const DAY = 86_400;
