import type { UnitView } from "@schema/api/public-read";
import { describe, expect, test } from "vitest";
import { formatQuantity, measurementLabel, parseQuantity } from "./measurement-label";

const unit = (title: string, pluralTitle: string, abbreviation: string | null): UnitView => ({
  id: "531d8e28-1df2-4bee-ad7a-9ef2a3afc871",
  slug: title,
  title,
  pluralTitle,
  abbreviation,
  kind: "volume",
  system: "us",
  ml: null,
  g: null,
});

describe("measurementLabel", () => {
  test("uses the abbreviation when the unit has one", () => {
    expect(measurementLabel(350, unit("degree Fahrenheit", "degrees Fahrenheit", "°F"))).toBe(
      "350 °F",
    );
  });

  test("uses the plural title above one, the singular otherwise", () => {
    const clove = unit("clove", "cloves", null);
    expect(measurementLabel(2, clove)).toBe("2 cloves");
    expect(measurementLabel(1, clove)).toBe("1 clove");
    expect(measurementLabel(0.5, clove)).toBe("0.5 clove");
  });

  test("a unit whose abbreviation is its own name still takes the plural", () => {
    const cup = unit("cup", "cups", "cup");
    expect(measurementLabel(2, cup)).toBe("2 cups");
    expect(measurementLabel(1, cup)).toBe("1 cup");
  });

  test("says so when the unit is not in the list", () => {
    expect(measurementLabel(3, undefined)).toBe("3 (unknown unit)");
  });
});

test("formatQuantity keeps at most three decimals", () => {
  expect(formatQuantity(1 / 3)).toBe("0.333");
  expect(formatQuantity(2.5)).toBe("2.5");
  expect(formatQuantity(350)).toBe("350");
  expect(formatQuantity(Number.NaN)).toBe("?");
});

describe("parseQuantity reads what cooks type", () => {
  test.each([
    ["350", 350],
    ["0.5", 0.5],
    ["0,5", 0.5],
    [".75", 0.75],
    ["1/2", 0.5],
    ["1 1/2", 1.5],
    ["½", 0.5],
    ["1½", 1.5],
    ["2 ¼", 2.25],
    [" 12 ", 12],
    ["0", 0],
  ])("%j → %d", (input, expected) => {
    expect(parseQuantity(input)).toBeCloseTo(expected);
  });

  test.each(["", "abc", "-1", "1/0", "1e3", "2 cups", "1/2/3"])("%j is refused", (input) => {
    expect(parseQuantity(input)).toBeNull();
  });
});
