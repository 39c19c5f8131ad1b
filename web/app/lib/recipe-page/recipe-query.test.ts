import { describe, expect, it } from "vitest";
import { parseRecipeQuery } from "./recipe-query";

const parse = (query: string) => parseRecipeQuery(new URLSearchParams(query));

describe("recipe page query", () => {
  it("reads the newsletter's links", () => {
    expect(parse("units=metric&temperature=celsius")).toEqual({
      multiplier: 1,
      preferences: { measurementSystem: "metric", temperatureSystem: "celsius" },
    });
    expect(parse("units=imperial&temperature=fahrenheit&scale=2")).toEqual({
      multiplier: 2,
      preferences: { measurementSystem: "imperial", temperatureSystem: "fahrenheit" },
    });
  });

  it("takes only the spec's multipliers", () => {
    for (const scale of ["0.5", "1", "2", "3", "4"]) {
      expect(parse(`scale=${scale}`).multiplier).toBe(Number(scale));
    }
    for (const scale of ["5", "1000", "0", "-1", "1.5", "abc", "", "Infinity", "NaN"]) {
      expect(parse(`scale=${scale}`).multiplier).toBe(1);
    }
    expect(parse("").multiplier).toBe(1);
  });

  it("ignores unknown systems and keeps the part that is valid", () => {
    expect(parse("units=stone&temperature=celsius").preferences).toEqual({
      temperatureSystem: "celsius",
    });
    expect(parse("units=metric&temperature=kelvin").preferences).toEqual({
      measurementSystem: "metric",
    });
    expect(parse("units=METRIC").preferences).toEqual({});
    expect(parse("utm_source=newsletter").preferences).toEqual({});
  });
});
