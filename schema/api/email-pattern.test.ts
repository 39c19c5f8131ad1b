import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "./email-pattern";

describe("EMAIL_PATTERN", () => {
  it("takes an address, emoji and all", () => {
    expect(EMAIL_PATTERN.test("cook@example.com")).toBe(true);
    expect(EMAIL_PATTERN.test("cook\u{1F600}@example.com")).toBe(true);
  });

  it.each([
    "cook@example",
    "co ok@example.com",
    "cook@@example.com",
    "cook\ud800@example.com",
    "cook@exa\udc00mple.com",
  ])("refuses %j", (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false);
  });
});
