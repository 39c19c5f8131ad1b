import { describe, expect, it } from "vitest";
import { signedInRedirect } from "./auth-forms.server";

/* Where a confirmed sign-in goes, with its session cookie. */

const request = new Request("https://maya.example.com/sign-in/callback", { method: "POST" });
const restoredAccount = { freeSubscriptions: 1, paidSubscriptionsEnded: 1 };

describe("signedInRedirect", () => {
  it("goes where the reader was heading on an ordinary sign-in", () => {
    const response = signedInRedirect(request, { authToken: "t" }, "/recipes/plum-cake", "site");
    expect(response.headers.get("Location")).toBe("/recipes/plum-cake");
    expect(response.headers.get("Set-Cookie")).toContain("t");
  });

  it("says welcome back once after a restoring sign-in, on the platform and on a site", () => {
    const platform = signedInRedirect(
      request,
      { authToken: "t", restoredAccount },
      "/",
      "platform",
    );
    expect(platform.headers.get("Location")).toBe("/subscriptions?restored=1&free=1&paid=1");
    const site = signedInRedirect(
      request,
      { authToken: "t", restoredAccount },
      "/recipes/plum-cake",
      "site",
    );
    expect(site.headers.get("Location")).toBe(
      "/welcome-back?restored=1&free=1&paid=1&next=%2Frecipes%2Fplum-cake",
    );
    expect(site.headers.get("Set-Cookie")).toContain("t");
  });

  it("never carries a next that leaves the site", () => {
    const site = signedInRedirect(
      request,
      { authToken: "t", restoredAccount },
      "//evil.example/x",
      "site",
    );
    expect(
      new URL(site.headers.get("Location") ?? "", "https://x.test").searchParams.get("next"),
    ).toBe("/");
  });
});
