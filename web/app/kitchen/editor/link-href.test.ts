import { describe, expect, test } from "vitest";
import { acceptedLinkHref, linkHrefFromInput } from "./link-href";

describe("acceptedLinkHref", () => {
  test.each([
    "https://example.com",
    "http://example.com/a?b=c#d",
    "mailto:chef@example.com",
    "/recipes/focaccia",
    "#method",
  ])("keeps %s exactly as written", (href) => {
    expect(acceptedLinkHref(href)).toBe(href);
  });

  test("trims surrounding spaces", () => {
    expect(acceptedLinkHref("  https://example.com  ")).toBe("https://example.com");
  });

  test.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>",
    "vbscript:msgbox",
    "//evil.example/path",
    "/\\evil.example",
    "ftp://example.com",
    "https://",
    "mailto:",
    "recipes/bread",
    "www.example.com",
    "",
    `https://example.com/${"a".repeat(2048)}`,
  ])("refuses %j", (href) => {
    expect(acceptedLinkHref(href)).toBeNull();
  });

  test("refuses nothing at all", () => {
    expect(acceptedLinkHref(null)).toBeNull();
    expect(acceptedLinkHref(undefined)).toBeNull();
  });
});

describe("linkHrefFromInput (the link dialog)", () => {
  test.each([
    ["www.example.com", "https://www.example.com"],
    ["example.com/bread", "https://example.com/bread"],
    ["chef@example.com", "mailto:chef@example.com"],
    ["https://example.com", "https://example.com"],
    ["/about", "/about"],
  ])("%s → %s", (input, href) => {
    expect(linkHrefFromInput(input)).toBe(href);
  });

  test.each(["javascript:alert(1)", "just words", ""])("%j is not a link", (input) => {
    expect(linkHrefFromInput(input)).toBeNull();
  });
});
