import { describe, expect, it } from "vitest";
import { readRestored, restoredLanding, restoreNoticeLines } from "./restore-notice";

describe("the notice after restoring a deleted account", () => {
  it("lands on Subscriptions and reads back what the API said", () => {
    const landing = restoredLanding({ freeSubscriptions: 2, paidSubscriptionsEnded: 1 });
    expect(landing).toBe("/subscriptions?restored=1&free=2&paid=1");
    expect(readRestored(new URL(landing, "http://x.test"))).toEqual({
      freeSubscriptions: 2,
      paidSubscriptionsEnded: 1,
    });
  });

  it("on a creator's site lands on its welcome-back page, then where the reader was going", () => {
    const restored = { freeSubscriptions: 1, paidSubscriptionsEnded: 0 };
    const landing = restoredLanding(restored, { host: "site", next: "/recipes/plum-cake" });
    expect(landing).toBe("/welcome-back?restored=1&free=1&paid=0&next=%2Frecipes%2Fplum-cake");
    const url = new URL(landing, "http://maya.x.test");
    expect(readRestored(url)).toEqual(restored);
    expect(url.searchParams.get("next")).toBe("/recipes/plum-cake");
  });

  it("shows nothing on an ordinary visit, and no nonsense from an edited address", () => {
    expect(readRestored(new URL("http://x.test/subscriptions"))).toBeNull();
    expect(readRestored(new URL("http://x.test/subscriptions?restored=1&free=-3&paid=x"))).toEqual({
      freeSubscriptions: 0,
      paidSubscriptionsEnded: 0,
    });
  });

  it("says what came back and that a paid plan did not, with the way back", () => {
    expect(restoreNoticeLines({ freeSubscriptions: 1, paidSubscriptionsEnded: 0 })).toEqual([
      "Your account is restored: your profile, bookmarks and comments are back.",
      "Your free subscription is running again, and newsletters arrive as before.",
    ]);
    const paid = restoreNoticeLines({ freeSubscriptions: 0, paidSubscriptionsEnded: 2 });
    expect(paid).toHaveLength(2);
    expect(paid[1]).toMatch(
      /^2 paid subscriptions were cancelled .* do not come back by themselves/,
    );
    expect(paid[1]).toContain("open the site below and subscribe again");
    // A creator's site has no list below: the reader's subscriptions are a link away.
    const onSite = restoreNoticeLines({ freeSubscriptions: 0, paidSubscriptionsEnded: 1 }, "site");
    expect(onSite[1]).toContain("open it from your subscriptions and subscribe again");
  });
});
