import type { Subscriber } from "@schema/api/manage-subscribers";

/**
 * Subscribers as CSV (RFC 4180): comma separated, CRLF line ends, a field quoted when it
 * holds a comma, a quote or a line break, quotes doubled inside. A field that starts like a
 * formula (= + - @, tab, CR) gets a leading apostrophe, so a spreadsheet shows an address
 * such as "=cmd@example.com" as text instead of running it (OWASP's CSV injection advice).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (fields: readonly (string | number | boolean | null | undefined)[]) =>
  `${fields.map(csvField).join(",")}\r\n`;

export const SUBSCRIBER_CSV_HEADER = [
  "email",
  "plan",
  "status",
  "subscribed_at",
  "price_usd",
  "billing",
  "newsletter",
  "canceled_at",
  "current_period_end",
  "renews_on",
  "ends_on",
  "comp_until",
] as const;

/** Cents as a plain decimal ("5.00"): spreadsheets read it as a number, unlike "$5.00". */
export const centsAsDecimal = (cents: number) => (cents / 100).toFixed(2);

/** A live paid plan not set to cancel renews at its period end. */
export function renewsOn(subscriber: Subscriber): string | null {
  if (subscriber.plan === "free" || subscriber.cancelAt) return null;
  if (!["active", "trialing", "past_due"].includes(subscriber.status)) return null;
  return subscriber.currentPeriodEnd;
}

export function subscriberCsvRow(subscriber: Subscriber): string {
  return csvRow([
    subscriber.email,
    subscriber.plan,
    subscriber.status,
    subscriber.since,
    centsAsDecimal(subscriber.priceAmountCents),
    subscriber.cadence === "month" ? "monthly" : subscriber.cadence === "year" ? "yearly" : "",
    subscriber.newsletterOptIn ? "yes" : "no",
    subscriber.canceledAt ?? "",
    subscriber.currentPeriodEnd ?? "",
    renewsOn(subscriber) ?? "",
    subscriber.status === "canceled" ? "" : (subscriber.cancelAt ?? ""),
    subscriber.compUntil ?? "",
  ]);
}

/** "demo-subscribers-monthly-2026-11-18.csv": the site, the filter and the day. */
export function subscriberCsvFilename(siteSlug: string, day: Date, plan?: string | null): string {
  const safe = (part: string) => part.replace(/[^a-z0-9-]+/gi, "-").replace(/^-+|-+$/g, "");
  const parts = [
    safe(siteSlug) || "site",
    "subscribers",
    plan ? safe(plan) : null,
    day.toISOString().slice(0, 10),
  ];
  return `${parts.filter(Boolean).join("-")}.csv`;
}
