import { describe, expect, it } from "vitest";
import { formatAmount, formatQuantityInput, parseAmount, parseQuantity } from "./quantity-input";

describe("parseAmount", () => {
  it.each([
    ["2", 2],
    ["2.5", 2.5],
    ["2,5", 2.5],
    [".5", 0.5],
    ["1/2", 0.5],
    ["1 1/2", 1.5],
    ["1 ⁄ 4", 0.25],
    ["½", 0.5],
    ["1½", 1.5],
    ["1 ¾", 1.75],
    ["⅓", 1 / 3],
  ])("reads %s", (text, value) => {
    expect(parseAmount(text)).toBeCloseTo(value, 9);
  });

  it.each(["", "a", "1/0", "two", "1//2", "-1"])("refuses %j", (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe("parseQuantity", () => {
  it("reads nothing as no amount", () => {
    expect(parseQuantity("  ")).toEqual({ ok: true, min: null, max: null });
  });

  it("reads a single amount as the minimum", () => {
    expect(parseQuantity("1 1/2")).toEqual({ ok: true, min: 1.5, max: null });
  });

  it.each([
    ["1-2", 1, 2],
    ["1 - 2", 1, 2],
    ["1–2", 1, 2],
    ["1 to 2", 1, 2],
    ["½-1", 0.5, 1],
    ["1 1/2 - 2", 1.5, 2],
  ])("reads the range %s", (text, min, max) => {
    expect(parseQuantity(text)).toEqual({ ok: true, min, max });
  });

  it("collapses a range whose ends are equal", () => {
    expect(parseQuantity("2-2")).toEqual({ ok: true, min: 2, max: null });
  });

  it("explains what it can't read", () => {
    expect(parseQuantity("a handful")).toMatchObject({ ok: false });
    expect(parseQuantity("3-1")).toEqual({
      ok: false,
      message: "The second amount of a range must be the larger",
    });
    expect(parseQuantity("1-2-3")).toMatchObject({ ok: false });
  });
});

describe("formatting amounts for the field", () => {
  it("writes common fractions as fractions and other amounts as decimals", () => {
    expect(formatAmount(1.5)).toBe("1 1/2");
    expect(formatAmount(0.25)).toBe("1/4");
    expect(formatAmount(1 / 3)).toBe("1/3");
    expect(formatAmount(2)).toBe("2");
    expect(formatAmount(0.3)).toBe("0.3");
    expect(formatAmount(125)).toBe("125");
  });

  it("writes ranges and empties", () => {
    expect(formatQuantityInput(1, 2)).toBe("1-2");
    expect(formatQuantityInput(0.5, null)).toBe("1/2");
    expect(formatQuantityInput(null, null)).toBe("");
  });

  it("reads back exactly what it writes", () => {
    for (const value of [0.125, 1 / 3, 2 / 3, 1.75, 0.3, 12.345678, 250]) {
      const parsed = parseQuantity(formatQuantityInput(value, null));
      expect(parsed.ok && parsed.min).toBeCloseTo(value, 6);
    }
  });
});
