/**
 * How the API writes money and days in its texts (e-mails, the kitchen's action log): US
 * dollars, and "December 1, 2026" in UTC.
 */

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const DAY = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export const money = (cents: number) => USD.format(cents / 100);
export const longDay = (day: Date) => DAY.format(day);
