import { describe, expect, it } from "vitest";
import { PLAN_START_CHECKS_MS, planStartOf } from "./plan-start";

describe("the Pro plan starting after Checkout", () => {
  it("waits while checks remain, says active once the plan is Pro, and slow after the last", () => {
    expect(planStartOf(false, false, 0)).toBe("none");
    expect(planStartOf(true, false, 0)).toBe("starting");
    expect(planStartOf(true, true, 3)).toBe("active");
    expect(planStartOf(true, false, PLAN_START_CHECKS_MS.length)).toBe("slow");
  });

  it("keeps asking for about a minute, no longer", () => {
    const total = PLAN_START_CHECKS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(45_000);
    expect(total).toBeLessThanOrEqual(90_000);
  });
});
