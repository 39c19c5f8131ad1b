import { describe, expect, it } from "vitest";
import {
  currentPlan,
  defaultPlan,
  paidPlansEnabled,
  pickedPlan,
  planOptions,
  planPriceText,
  showsPlanChooser,
  subscribeButtonLabel,
  subscribePageRedirects,
  yearlySavingsCents,
} from "./plans";

const site = (paymentsEnabled: boolean, monthly: number | null, yearly: number | null) => ({
  newslettersEnabled: true,
  paymentsEnabled,
  monthlyAmountCents: monthly,
  yearlyAmountCents: yearly,
});

describe("plan options", () => {
  it("offers only the free plan without payments or prices", () => {
    expect(planOptions(site(false, 500, 5000))).toEqual([{ plan: "free", amountCents: null }]);
    expect(planOptions(site(true, null, null))).toEqual([{ plan: "free", amountCents: null }]);
    expect(paidPlansEnabled(site(true, null, 0))).toBe(false);
    expect(showsPlanChooser(planOptions(site(true, null, null)))).toBe(false);
  });

  it("offers free, monthly and yearly when both prices exist", () => {
    const options = planOptions(site(true, 500, 5000));
    expect(options.map((o) => o.plan)).toEqual(["free", "monthly", "yearly"]);
    expect(showsPlanChooser(options)).toBe(true);
    expect(paidPlansEnabled(site(true, 500, 5000))).toBe(true);
  });

  it("prints prices in USD per cadence", () => {
    expect(planPriceText({ plan: "monthly", amountCents: 500 })).toBe("$5.00/month");
    expect(planPriceText({ plan: "yearly", amountCents: 5000 })).toBe("$50.00/year");
    expect(planPriceText({ plan: "free", amountCents: null })).toBe("$0");
  });
});

describe("default plan", () => {
  const paid = planOptions(site(true, 500, 5000));
  const free = planOptions(site(false, null, null));

  it("is monthly when paid subscriptions are enabled, else free", () => {
    expect(defaultPlan(paid, null)).toBe("monthly");
    expect(defaultPlan(free, null)).toBe("free");
  });

  it("never preselects the current plan", () => {
    expect(defaultPlan(paid, "free")).toBe("monthly");
    expect(defaultPlan(paid, "monthly")).toBe("free");
    expect(defaultPlan(free, "free")).toBeNull();
  });

  it("reads the current plan only from a current subscription", () => {
    const sub = { planType: "free" as const, priceAmountCents: 0, cadence: null };
    expect(currentPlan(null)).toBeNull();
    expect(currentPlan({ isSubscribed: false, currentSubscription: sub })).toBeNull();
    expect(currentPlan({ isSubscribed: true, currentSubscription: sub })).toBe("free");
  });
});

describe("a plan picked before hydration", () => {
  const options = planOptions(site(true, 500, 5000));

  it("is kept when it is offered and not the visitor's own", () => {
    expect(pickedPlan("free", options, null)).toBe("free");
    expect(pickedPlan("yearly", options, "monthly")).toBe("yearly");
  });

  it("is dropped when it is not offered, is the current plan, or is nothing", () => {
    expect(pickedPlan("yearly", planOptions(site(true, 500, null)), null)).toBeNull();
    expect(pickedPlan("monthly", options, "monthly")).toBeNull();
    expect(pickedPlan("gold", options, null)).toBeNull();
    expect(pickedPlan(undefined, options, null)).toBeNull();
  });
});

describe("savings", () => {
  it("is 12 × monthly − yearly", () => {
    expect(yearlySavingsCents(500, 5000)).toBe(1000);
  });

  it("is nothing when yearly is not cheaper or a price is missing", () => {
    expect(yearlySavingsCents(500, 6000)).toBeNull();
    expect(yearlySavingsCents(500, 7000)).toBeNull();
    expect(yearlySavingsCents(null, 5000)).toBeNull();
  });
});

describe("subscribe button label", () => {
  const base = { loading: false, signedIn: false, chooser: false, plan: "free" as const };

  it("asks a signed-out visitor of a single-plan site to create an account", () => {
    expect(subscribeButtonLabel(base)).toBe("Create Account & Subscribe");
    expect(subscribeButtonLabel({ ...base, signedIn: true })).toBe("Subscribe");
    expect(subscribeButtonLabel({ ...base, chooser: true })).toBe("Subscribe");
  });

  it("continues to payment for paid plans", () => {
    expect(subscribeButtonLabel({ ...base, chooser: true, plan: "monthly" })).toBe(
      "Continue to payment",
    );
    expect(subscribeButtonLabel({ ...base, chooser: true, plan: "yearly" })).toBe(
      "Continue to payment",
    );
  });

  it("says what is happening while loading", () => {
    expect(subscribeButtonLabel({ ...base, loading: true })).toBe("Subscribing...");
    expect(subscribeButtonLabel({ ...base, loading: true, plan: "monthly" })).toBe(
      "Redirecting...",
    );
  });
});

describe("subscribe page access", () => {
  it("sends paid subscribers and sites without newsletters to the root", () => {
    expect(subscribePageRedirects({ newslettersEnabled: false }, null)).toBe(true);
    expect(subscribePageRedirects({ newslettersEnabled: true }, { isSubscribedToPaid: true })).toBe(
      true,
    );
    expect(
      subscribePageRedirects({ newslettersEnabled: true }, { isSubscribedToPaid: false }),
    ).toBe(false);
    expect(subscribePageRedirects({ newslettersEnabled: true }, null)).toBe(false);
  });
});
