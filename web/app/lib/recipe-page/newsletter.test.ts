import { describe, expect, it } from "vitest";
import { newsletterBox, paywallButtonLabel } from "./newsletter";

const site = (newslettersEnabled: boolean, subscriptionsEnabled: boolean) => ({
  newslettersEnabled,
  subscriptionsEnabled,
});
const FREE = { isSubscribedToFree: true, isSubscribedToPaid: false };
const PAID = { isSubscribedToFree: false, isSubscribedToPaid: true };
const NONE = { isSubscribedToFree: false, isSubscribedToPaid: false };

describe("newsletterBox", () => {
  it("shows nothing without newsletters, on a paywalled page, or to paid subscribers", () => {
    expect(newsletterBox(site(false, true), null, true)).toBeNull();
    expect(newsletterBox(site(true, true), null, false)).toBeNull();
    expect(newsletterBox(site(true, true), PAID, true)).toBeNull();
  });

  it("offers the newsletter where there are no subscriptions", () => {
    expect(newsletterBox(site(true, false), null, true)).toBe("newsletter");
    expect(newsletterBox(site(true, false), NONE, true)).toBe("newsletter");
    expect(newsletterBox(site(true, false), FREE, true)).toBeNull();
  });

  it("offers a subscription, or an upgrade to free subscribers", () => {
    expect(newsletterBox(site(true, true), null, true)).toBe("subscribe");
    expect(newsletterBox(site(true, true), NONE, true)).toBe("subscribe");
    expect(newsletterBox(site(true, true), FREE, true)).toBe("upgrade");
  });
});

describe("paywallButtonLabel", () => {
  it("asks free subscribers to upgrade and everyone else to subscribe", () => {
    expect(paywallButtonLabel({ isSubscribedToFree: true })).toBe("Upgrade to Full Access");
    expect(paywallButtonLabel({ isSubscribedToFree: false })).toBe("Subscribe");
    expect(paywallButtonLabel(null)).toBe("Subscribe");
  });
});
