import { describe, expect, it } from "vitest";
import { restoredLanding, restoredNotice } from "./restored-site";

/** The kitchen's notice after a restore: its words come from what the restore call answered. */

const noticeAfter = (answer: Parameters<typeof restoredLanding>[1]) => {
  const landing = new URL(restoredLanding("gone", answer), "http://localhost:8788");
  expect(landing.pathname).toBe("/kitchen");
  expect(landing.searchParams.get("restored")).toBe("gone");
  return restoredNotice("Gone Kitchen", landing.searchParams);
};

describe("the notice after restoring a site", () => {
  it("says nothing of custom domains when the deletion removed none", () => {
    expect(noticeAfter({ platformPlan: "unchanged", customDomainsRemoved: [] })).toBe(
      "Gone Kitchen is back online.",
    );
  });

  it("says a custom domain the deletion removed is not restored, one or several", () => {
    expect(
      noticeAfter({ platformPlan: "unchanged", customDomainsRemoved: ["gone.example.com"] }),
    ).toBe(
      "Gone Kitchen is back online. Its custom domain is not restored: add it again in its settings.",
    );
    expect(
      noticeAfter({ platformPlan: "resumed", customDomainsRemoved: ["a.example", "b.example"] }),
    ).toBe(
      "Gone Kitchen is back online. Its custom domains are not restored: add them again in its settings. Its Pro plan renews again, as before the deletion.",
    );
  });

  it("tells to resume a Pro plan Stripe could not, and ignores an edited address", () => {
    expect(noticeAfter({ platformPlan: "not_resumed", customDomainsRemoved: [] })).toBe(
      "Gone Kitchen is back online. Its Pro plan is still set to end: resume it in Plans, under Manage billing, before then.",
    );
    const edited = new URLSearchParams({ restored: "gone", plan: "free!", domains: "-2" });
    expect(restoredNotice("Gone Kitchen", edited)).toBe("Gone Kitchen is back online.");
  });
});
