import { describe, expect, it } from "vitest";
import { retryAfterText } from "./retry-after";

describe("retryAfterText", () => {
  it("reads seconds", () => {
    expect(retryAfterText("1")).toBe("You can try again in 1 second.");
    expect(retryAfterText("45")).toBe("You can try again in 45 seconds.");
    expect(retryAfterText("61")).toBe("You can try again in 2 minutes.");
    expect(retryAfterText("3600")).toBe("You can try again in 1 hour.");
    expect(retryAfterText("3601")).toBe("You can try again in 2 hours.");
  });

  it("reads an HTTP date", () => {
    const now = Date.parse("2026-11-20T10:00:00Z");
    expect(retryAfterText("Fri, 20 Nov 2026 10:05:00 GMT", now)).toBe(
      "You can try again in 5 minutes.",
    );
  });

  it("gives nothing for a missing, past or unreadable value", () => {
    expect(retryAfterText(null)).toBeNull();
    expect(retryAfterText("0")).toBeNull();
    expect(retryAfterText("soon")).toBeNull();
  });
});
