import { formatPriceCents } from "../../lib/site/format";

/**
 * Prices on the Plans page: typed in dollars, stored in cents
 * (docs/spec/platform-and-kitchen.md §9).
 */

/**
 * "5", "5.5", "$5.50", "1,200.00" → cents; "" → null (no price); anything else → undefined
 * (not a price: the field says so). Cents are computed from the digits, not with float
 * maths, so 19.99 is exactly 1999.
 */
export function dollarsToCents(input: string): number | null | undefined {
  const cleaned = input
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,(?=\d{3}(?:\D|$))/g, "");
  if (cleaned === "") return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** Cents as the dollars input shows them: 500 → "5.00"; null → "". */
export const centsToDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2);

/**
 * What a yearly subscriber saves against twelve monthly payments
 * (docs/spec/visitor-experience.md §9: 12 × monthly − yearly).
 */
export function yearlySavingsCents(monthly: number | null, yearly: number | null): number | null {
  if (monthly === null || yearly === null) return null;
  return 12 * monthly - yearly;
}

/** The line under the prices, or null when there is nothing to say yet. */
export function savingsText(monthly: number | null, yearly: number | null): string | null {
  const savings = yearlySavingsCents(monthly, yearly);
  if (savings === null || monthly === null) return null;
  if (savings > 0) {
    const percent = Math.round((savings / (12 * monthly)) * 100);
    return `Yearly subscribers save ${formatPriceCents(savings)} a year (${percent}%) compared with paying monthly.`;
  }
  if (savings === 0)
    return "The yearly price equals twelve monthly payments: yearly subscribers save nothing.";
  return `The yearly price is ${formatPriceCents(-savings)} more than twelve monthly payments.`;
}

/** The Plans form as PUT plan-prices takes it: both prices, typed in dollars, sent in cents. */
export function planPricesFromForm(form: FormData): {
  body: { monthlyAmountCents: number | null; yearlyAmountCents: number | null };
  issues: { path: string; message: string }[];
} {
  const issues: { path: string; message: string }[] = [];
  const read = (name: "monthlyAmountCents" | "yearlyAmountCents") => {
    const cents = dollarsToCents(String(form.get(name) ?? ""));
    if (cents === undefined)
      issues.push({ path: name, message: "Enter an amount in dollars, like 5 or 4.99" });
    return cents ?? null;
  };
  return {
    body: {
      monthlyAmountCents: read("monthlyAmountCents"),
      yearlyAmountCents: read("yearlyAmountCents"),
    },
    issues,
  };
}
