import { describe, expect, it } from "vitest";
import { featureStates, PLATFORM_PLAN_FEATURES, unlocked } from "./features";

describe("what the platform plan unlocks", () => {
  it("paid subscriptions need Pro; Free says why they are locked", () => {
    expect(unlocked({ platformPlan: "pro" }, "paidSubscriptions")).toBe(true);
    expect(unlocked({ platformPlan: "free" }, "paidSubscriptions")).toBe(false);
    expect(featureStates({ platformPlan: "free" })).toEqual([
      {
        key: "paidSubscriptions",
        title: "Paid subscriptions",
        needs: "pro",
        unlocked: false,
        lockedReason: PLATFORM_PLAN_FEATURES.paidSubscriptions.lockedReason,
      },
    ]);
    expect(featureStates({ platformPlan: "pro" })[0]).toMatchObject({
      unlocked: true,
      lockedReason: null,
    });
  });
});
