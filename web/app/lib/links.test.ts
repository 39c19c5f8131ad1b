import { describe, expect, it } from "vitest";
import { safeHref } from "./links";

describe("safeHref", () => {
  it.each([
    ["/recipes?category=soup", "/recipes?category=soup"],
    ["https://example.com/shop", "https://example.com/shop"],
    [" http://example.com ", "http://example.com/"],
    ["mailto:hi@example.com", "mailto:hi@example.com"],
    // Stored as typed before the API added the scheme: still a link on the public pages.
    ["www.theosbakehouse.example.com/shop", "https://www.theosbakehouse.example.com/shop"],
    [" WWW.example.com ", "https://www.example.com/"],
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
