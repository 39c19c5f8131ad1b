import { describe, expect, it } from "vitest";
import { subscribeBoxVariant, subscribeOffer, upgradePitch } from "./subscribe-box";
import { ACCOUNT_EXISTS_MESSAGE, GENERIC_ERROR, subscribeError } from "./subscribe-result";

const site = (newsletters: boolean, subscriptions: boolean, paid = true) => ({
  newslettersEnabled: newsletters,
  subscriptionsEnabled: subscriptions,
  paymentsEnabled: paid,
  monthlyAmountCents: paid ? 500 : null,
  yearlyAmountCents: paid ? 5000 : null,
});
const FREE = { isSubscribedToFree: true, isSubscribedToPaid: false };
const PAID = { isSubscribedToFree: false, isSubscribedToPaid: true };
const NONE = { isSubscribedToFree: false, isSubscribedToPaid: false };
const base = { userPending: false, fullAccess: true, succeeded: false };

describe("subscribeBoxVariant", () => {
  it("shows nothing while the viewer is pending", () => {
    expect(
      subscribeBoxVariant({ ...base, site: site(true, true), user: null, userPending: true }),
    ).toBeNull();
  });

  it("shows nothing without newsletters, on locked content, or to paid subscribers", () => {
    expect(subscribeBoxVariant({ ...base, site: site(false, true), user: null })).toBeNull();
    expect(
      subscribeBoxVariant({ ...base, site: site(true, true), user: null, fullAccess: false }),
    ).toBeNull();
    expect(subscribeBoxVariant({ ...base, site: site(true, true), user: PAID })).toBeNull();
  });

  it("shows free subscribers the upgrade prompt only when paid plans exist", () => {
    expect(subscribeBoxVariant({ ...base, site: site(true, true), user: FREE })).toBe("upgrade");
    expect(subscribeBoxVariant({ ...base, site: site(true, true, false), user: FREE })).toBeNull();
  });

  it("offers the newsletter form when subscriptions are off", () => {
    expect(subscribeBoxVariant({ ...base, site: site(true, false, false), user: null })).toBe(
      "newsletter",
    );
    expect(subscribeBoxVariant({ ...base, site: site(true, false, false), user: NONE })).toBe(
      "newsletter",
    );
  });

  it("hands over to /subscribe when subscriptions are on and the viewer is not subscribed", () => {
    expect(subscribeBoxVariant({ ...base, site: site(true, true), user: null })).toBe("subscribe");
    expect(subscribeBoxVariant({ ...base, site: site(true, true, false), user: NONE })).toBe(
      "subscribe",
    );
  });

  it("thanks the visitor after the box's form went through", () => {
    expect(
      subscribeBoxVariant({ ...base, site: site(true, false), user: null, succeeded: true }),
    ).toBe("thanks");
    // Not where the box could not have been shown.
    expect(
      subscribeBoxVariant({ ...base, site: site(false, true), user: null, succeeded: true }),
    ).toBeNull();
  });
});

describe("subscribeOffer (the home page's subscribe block uses the same rule)", () => {
  it("gives the same answer as the recipe page's box for every viewer", () => {
    for (const settings of [site(true, true), site(true, false), site(true, true, false)]) {
      for (const user of [null, NONE, FREE, PAID]) {
        expect(subscribeOffer(settings, user, true)).toBe(
          subscribeBoxVariant({ ...base, site: settings, user }),
        );
      }
    }
  });

  it("asks nobody to upgrade on a site that takes no subscriptions, even with prices set", () => {
    // Payments on and priced, but subscriptions switched off: nothing can be bought.
    expect(subscribeOffer(site(true, false, true), FREE, true)).toBeNull();
    expect(subscribeOffer(site(true, false, true), null, true)).toBe("newsletter");
  });

  it("asks nobody to upgrade when payments are on but no price is set", () => {
    const unpriced = { ...site(true, true), monthlyAmountCents: null, yearlyAmountCents: null };
    expect(subscribeOffer(unpriced, FREE, true)).toBeNull();
    expect(subscribeOffer(unpriced, NONE, true)).toBe("subscribe");
  });
});

describe("subscribeError", () => {
  it("recognises an existing account", () => {
    expect(
      subscribeError(409, { error: "account_already_exists", message: ACCOUNT_EXISTS_MESSAGE }),
    ).toEqual({ kind: "account-exists" });
  });

  it("shows other error strings verbatim", () => {
    expect(
      subscribeError(400, {
        error: "bad_request",
        message: "Paid subscriptions are not available yet",
      }),
    ).toEqual({ kind: "message", message: "Paid subscriptions are not available yet" });
  });

  it("puts an e-mail issue on the field", () => {
    expect(
      subscribeError(400, {
        error: "bad_request",
        message: "Some fields are not valid",
        issues: [{ path: "email", message: "Please enter a valid email address" }],
      }),
    ).toEqual({ kind: "field", message: "Please enter a valid email address" });
  });

  it("falls back to the generic message without a body or on server faults", () => {
    expect(subscribeError(503, null)).toEqual({ kind: "message", message: GENERIC_ERROR });
    expect(subscribeError(500, { error: "internal", message: "D1 exploded" })).toEqual({
      kind: "message",
      message: GENERIC_ERROR,
    });
  });
});

describe("upgradePitch", () => {
  it("promises every recipe only where a paid plan unlocks some, else asks for support", () => {
    expect(upgradePitch({ title: "Maya Cooks", hasSubscriberOnlyRecipes: true })).toBe(
      "Upgrade your subscription to get access to all recipes",
    );
    expect(upgradePitch({ title: "Maya Cooks", hasSubscriberOnlyRecipes: false })).toBe(
      "Support Maya Cooks with a paid subscription",
    );
  });
});
