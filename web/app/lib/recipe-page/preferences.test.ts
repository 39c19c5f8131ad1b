import { describe, expect, it } from "vitest";
import {
  parsePreferences,
  preferencesCookie,
  resolvePreferences,
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
