import { describe, expect, it } from "vitest";
import {
  parsePreferences,
  preferencesCookie,
  resolvePreferences,
  savedParts,
  serializePreferences,
} from "./preferences";

describe("unit preferences", () => {
  it("round-trips through the cookie value", () => {
    const prefs = { measurementSystem: "metric", temperatureSystem: "celsius" } as const;
    expect(parsePreferences(serializePreferences(prefs))).toEqual(prefs);
  });

  it("ignores invalid or missing parts", () => {
    expect(parsePreferences("metric.kelvin")).toEqual({ measurementSystem: "metric" });
    expect(parsePreferences("stone.celsius")).toEqual({ temperatureSystem: "celsius" });
    expect(parsePreferences(null)).toEqual({});
    expect(parsePreferences("")).toEqual({});
  });

  it("prefers the visitor's choice, then the site's default, then US units", () => {
    const site = { measurementSystem: "metric", temperatureSystem: "celsius" } as const;
    expect(resolvePreferences({}, site)).toEqual(site);
    expect(resolvePreferences({ temperatureSystem: "fahrenheit" }, site)).toEqual({
      measurementSystem: "metric",
      temperatureSystem: "fahrenheit",
    });
    expect(resolvePreferences({}, null)).toEqual({
      measurementSystem: "imperial",
      temperatureSystem: "fahrenheit",
    });
  });

  it("builds a site-wide, long-lived cookie, Secure on https", () => {
    const prefs = { measurementSystem: "imperial", temperatureSystem: "celsius" } as const;
    const cookie = preferencesCookie(prefs, true);
    expect(cookie).toMatch(
      /^rp_pref_units=imperial\.celsius; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(preferencesCookie(prefs, false)).not.toContain("Secure");
  });
});

describe("an account's saved units", () => {
  it("keeps only the parts the reader chose, so the rest falls to the browser or the site", () => {
    expect(savedParts({ measurementSystem: null, temperatureSystem: null })).toEqual({});
    expect(savedParts({ measurementSystem: "metric", temperatureSystem: null })).toEqual({
      measurementSystem: "metric",
    });
    expect(savedParts({ measurementSystem: "metric", temperatureSystem: "celsius" })).toEqual({
      measurementSystem: "metric",
      temperatureSystem: "celsius",
    });
    expect(savedParts({ measurementSystem: "furlongs", temperatureSystem: "kelvin" })).toEqual({});
  });

  it("outranks the browser's cookie where set (signed in), which fills the rest", () => {
    const cookie = parsePreferences("imperial.fahrenheit");
    const account = savedParts({ measurementSystem: "metric", temperatureSystem: null });
    expect(resolvePreferences({ ...cookie, ...account }, null)).toEqual({
      measurementSystem: "metric",
      temperatureSystem: "fahrenheit",
    });
  });
});
