import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  dollarsToCents,
  planPricesFromForm,
  savingsText,
  yearlySavingsCents,
} from "./plan-prices";

describe("dollarsToCents", () => {
  it("reads dollars exactly, with or without $ and thousands commas", () => {
    expect(dollarsToCents("5")).toBe(500);
    expect(dollarsToCents("5.5")).toBe(550);
    expect(dollarsToCents("$19.99")).toBe(1999);
    expect(dollarsToCents(" 0.29 ")).toBe(29);
    expect(dollarsToCents("1,200.00")).toBe(120000);
  });

  it("is null for blank and undefined for anything that is not a price", () => {
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents("  ")).toBeNull();
    for (const bad of ["abc", "5.999", "-5", "1e3", "5,5", "12.", ".5"]) {
      expect(dollarsToCents(bad), bad).toBeUndefined();
    }
  });

  it("round-trips through the input's text", () => {
    expect(centsToDollars(1999)).toBe("19.99");
    expect(centsToDollars(500)).toBe("5.00");
    expect(centsToDollars(null)).toBe("");
  });
});

describe("yearly savings", () => {
  it("is 12 × monthly − yearly, or null while a price is missing", () => {
    expect(yearlySavingsCents(500, 5000)).toBe(1000);
    expect(yearlySavingsCents(500, null)).toBeNull();
    expect(yearlySavingsCents(null, 5000)).toBeNull();
  });

  it("says what a yearly subscriber saves, or that they don't", () => {
    expect(savingsText(500, 5000)).toBe(
      "Yearly subscribers save $10.00 a year (17%) compared with paying monthly.",
    );
    expect(savingsText(500, 6000)).toContain("save nothing");
    expect(savingsText(500, 7000)).toBe(
      "The yearly price is $10.00 more than twelve monthly payments.",
    );
    expect(savingsText(null, 7000)).toBeNull();
  });
});

describe("planPricesFromForm", () => {
  const form = (monthly: string, yearly: string) => {
    const data = new FormData();
    data.set("monthlyAmountCents", monthly);
    data.set("yearlyAmountCents", yearly);
    return data;
  };

  it("sends cents, and null for a blank price", () => {
    expect(planPricesFromForm(form("5", ""))).toEqual({
      body: { monthlyAmountCents: 500, yearlyAmountCents: null },
      issues: [],
    });
  });

  it("names the field that is not an amount", () => {
    expect(planPricesFromForm(form("five", "50")).issues).toEqual([
      { path: "monthlyAmountCents", message: "Enter an amount in dollars, like 5 or 4.99" },
    ]);
  });
});
