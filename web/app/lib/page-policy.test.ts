import { describe, expect, it } from "vitest";
import { fillPagePolicy } from "./page-policy";
import type { PagePolicy } from "./security-headers";

const fresh = (): PagePolicy => ({ nonce: "n", analytics: false, formTargets: [] });

describe("fillPagePolicy", () => {
  it("allows analytics when the root data carries a checked id, and the platform as a form target", () => {
    const policy = fresh();
    fillPagePolicy(policy, {
      root: { analyticsId: "G-ABC123", platformOrigin: "http://localhost:8788" },
    });
    expect(policy).toEqual({
      nonce: "n",
      analytics: true,
      formTargets: ["http://localhost:8788"],
      imageOrigins: [],
    });
  });

  it("adds the kitchen's site, whose host the preview form lands on and whose pictures its newsletter preview shows", () => {
    const policy = fresh();
    fillPagePolicy(policy, {
      root: { analyticsId: null, platformOrigin: "https://platform.example" },
      "routes/kitchen.$site": { site: { url: "https://recipes.example.com/" } },
    });
    expect(policy.analytics).toBe(false);
    expect(policy.formTargets).toEqual(["https://platform.example", "https://recipes.example.com"]);
    expect(policy.imageOrigins).toEqual(["https://recipes.example.com"]);
  });

  it("ignores missing or odd data (an error page, a non-http address)", () => {
    const policy = fresh();
    fillPagePolicy(policy, {
      root: undefined,
      "routes/kitchen.$site": { site: { url: "javascript:alert(1)" } },
    });
    expect(policy).toEqual({ ...fresh(), imageOrigins: [] });
  });
});
