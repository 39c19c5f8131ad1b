import { describe, expect, it } from "vitest";
import { paywallButtonLabel } from "./newsletter";

describe("paywallButtonLabel", () => {
  it("asks free subscribers to upgrade and everyone else to subscribe", () => {
    expect(paywallButtonLabel({ isSubscribedToFree: true })).toBe("Upgrade to Full Access");
    expect(paywallButtonLabel({ isSubscribedToFree: false })).toBe("Subscribe");
    expect(paywallButtonLabel(null)).toBe("Subscribe");
  });
});
