import { describe, expect, it } from "vitest";
import {
  canCancelHere,
  endsOn,
  formatPlanPrice,
  planLabel,
  renewsOn,
  statusLabel,
  subscriptionDates,
} from "./format";
import { testSubscription } from "./test-subscription.fixture";

const subscription = testSubscription;

describe("formatPlanPrice", () => {
  it("shows dollars from cents with the cadence", () => {
    expect(formatPlanPrice(500, "month")).toBe("$5.00 per month");
    expect(formatPlanPrice(4800, "year")).toBe("$48.00 per year");
    expect(formatPlanPrice(123456, "year")).toBe("$1,234.56 per year");
  });

  it("calls a zero price free, and leaves out a missing cadence", () => {
    expect(formatPlanPrice(0, null)).toBe("Free");
    expect(formatPlanPrice(0, "month")).toBe("Free");
    expect(formatPlanPrice(999, null)).toBe("$9.99");
  });
});

describe("labels", () => {
  it("names the plans and statuses", () => {
    expect([planLabel("free"), planLabel("monthly"), planLabel("yearly")]).toEqual([
      "Free",
      "Monthly",
      "Yearly",
    ]);
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("canceled")).toBe("Cancelled");
    expect(statusLabel("past_due")).toBe("Payment overdue");
  });
});

describe("renewsOn and canCancelHere", () => {
  it("a live paid plan without billing renews at the end of its period and is not cancelled here", () => {
    const paid = subscription({
      plan: "monthly",
      priceAmountCents: 500,
      cadence: "month",
      currentPeriodEnd: "2026-04-05T10:00:00.000Z",
    });
    expect(renewsOn(paid)).toBe("2026-04-05T10:00:00.000Z");
    expect(canCancelHere(paid)).toBe(false);
  });

  it("a billed paid plan is cancelled here once; then it ends instead of renewing", () => {
    const paid = subscription({
      plan: "monthly",
      priceAmountCents: 500,
      cadence: "month",
      currentPeriodEnd: "2026-04-05T10:00:00.000Z",
      billing: true,
    });
    expect(canCancelHere(paid)).toBe(true);
    expect(endsOn(paid)).toBeNull();
    const cancelling = { ...paid, cancelAt: "2026-04-05T10:00:00.000Z" };
    expect(renewsOn(cancelling)).toBeNull();
    expect(endsOn(cancelling)).toBe("2026-04-05T10:00:00.000Z");
    expect(canCancelHere(cancelling)).toBe(false);
  });

  it("a cancelled paid plan does not renew", () => {
    const ended = subscription({
      plan: "yearly",
      status: "canceled",
      currentPeriodEnd: "2026-04-05T10:00:00.000Z",
    });
    expect(renewsOn(ended)).toBeNull();
  });

  it("a free plan never renews and can be cancelled once", () => {
    expect(renewsOn(subscription({}))).toBeNull();
    expect(canCancelHere(subscription({}))).toBe(true);
    expect(canCancelHere(subscription({ status: "canceled" }))).toBe(false);
  });
});

describe("subscriptionDates", () => {
  it("dates a free plan from when it began", () => {
    expect(subscriptionDates(subscription({}))).toEqual([
      { label: "Since", at: "2026-01-05T10:00:00.000Z" },
    ]);
  });

  it("dates a paid plan bought later from the purchase, and says since when they follow", () => {
    const upgraded = subscription({
      plan: "monthly",
      since: "2026-05-12T09:00:00.000Z",
      paidSince: "2026-05-28T14:00:00.000Z",
    });
    expect(subscriptionDates(upgraded)).toEqual([
      { label: "Paid since", at: "2026-05-28T14:00:00.000Z" },
      { label: "Following since", at: "2026-05-12T09:00:00.000Z" },
    ]);
  });

  it("says it once when the paid plan began the day they started following", () => {
    const paidAtOnce = subscription({
      plan: "yearly",
      since: "2026-05-28T14:00:00.000Z",
      paidSince: "2026-05-28T14:00:05.000Z",
    });
    expect(subscriptionDates(paidAtOnce)).toEqual([
      { label: "Paid since", at: "2026-05-28T14:00:05.000Z" },
    ]);
  });
});
