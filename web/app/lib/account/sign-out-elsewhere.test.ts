import { describe, expect, it } from "vitest";
import { signedOutElsewhereMessage } from "./sign-out-elsewhere";

describe("signedOutElsewhereMessage", () => {
  it("says how many other sessions ended, in words for one and for none", () => {
    expect(signedOutElsewhereMessage(3)).toBe(
      "Signed out of 3 other sessions. You are still signed in here.",
    );
    expect(signedOutElsewhereMessage(1)).toBe(
      "Signed out of 1 other session. You are still signed in here.",
    );
    expect(signedOutElsewhereMessage(0)).toBe(
      "You were not signed in anywhere else. You are still signed in here.",
    );
  });
});
