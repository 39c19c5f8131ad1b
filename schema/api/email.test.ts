import { describe, expect, it } from "vitest";
import { email } from "./common";

describe("the API's e-mail rule", () => {
  it.each([
    "cook@example.com",
    "first.last+recipes@mail.example.co.uk",
    "cook\u{1F600}@example.com",
    "o'brien@example.ie",
  ])("takes %j", (value) => {
    expect(email.safeParse(value).success).toBe(true);
  });

  it.each([
    // A slip of the finger: each costs a gift, or a sign-up no e-mail can reach.
    "x@example..com",
    "cook.@example.com",
    ".cook@example.com",
    "cook@.example.com",
    "cook..bakes@example.com",
    // Characters an address holds only within quotes.
    "<script>@example.com",
    "cook,baker@example.com",
    'cook"@example.com',
    "cook@exam(ple).com",
  ])("refuses %j with the form's message", (value) => {
    const result = email.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address");
  });

  it("trims and lowercases what it takes", () => {
    expect(email.parse("  Cook@Example.COM ")).toBe("cook@example.com");
  });
});
