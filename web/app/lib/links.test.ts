import { describe, expect, it } from "vitest";
import { safeHref } from "./links";

describe("safeHref", () => {
  it.each([
    ["/recipes?category=soup", "/recipes?category=soup"],
    ["https://example.com/shop", "https://example.com/shop"],
    [" http://example.com ", "http://example.com/"],
    ["mailto:hi@example.com", "mailto:hi@example.com"],
  ])("keeps %j", (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });

  it.each([
    "",
    null,
    "javascript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/\\evil",
    "shop",
  ])("drops %j", (value) => {
    expect(safeHref(value)).toBeNull();
  });
});
