import { PREFERENCE_COOKIE_PREFIX } from "../edge-cache";
import type { MeasurementSystem, TemperatureSystem } from "../recipe/convert";

/**
 * The visitor's unit choices (docs/spec/visitor-experience.md §3 "Visitor preferences"). They live
 * in localStorage, for the page's own script, and in a cookie, so the server renders the chosen
 * units on the next visit instead of flashing the site's defaults first. The site's defaults apply
 * until the visitor chooses. A signed-in reader's choice is also saved to their account
 * (routes/api.unit-preferences.ts), which outranks both on every site and device. Not a secret and
 * set by script, so the cookie is not HttpOnly. Its name carries the edge cache's preference
 * prefix, so cached pages are kept per unit choice.
 */

export type UnitPreferences = {
  measurementSystem: MeasurementSystem;
  temperatureSystem: TemperatureSystem;
};

export const PREFERENCES_COOKIE = `${PREFERENCE_COOKIE_PREFIX}units`;
export const PREFERENCES_STORAGE_KEY = "recipe-unit-preferences";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const MEASUREMENT_SYSTEMS: readonly MeasurementSystem[] = ["imperial", "metric"];
const TEMPERATURE_SYSTEMS: readonly TemperatureSystem[] = ["fahrenheit", "celsius"];

export const isMeasurementSystem = (value: unknown): value is MeasurementSystem =>
  MEASUREMENT_SYSTEMS.includes(value as MeasurementSystem);
export const isTemperatureSystem = (value: unknown): value is TemperatureSystem =>
  TEMPERATURE_SYSTEMS.includes(value as TemperatureSystem);

/** "metric.celsius": short, and needs no escaping in a cookie. */
export function serializePreferences(preferences: UnitPreferences): string {
  return `${preferences.measurementSystem}.${preferences.temperatureSystem}`;
}

/** Either part may be missing or invalid (an old or hand-edited cookie): that part is null. */
export function parsePreferences(value: string | null | undefined): Partial<UnitPreferences> {
  const [measurement, temperature] = (value ?? "").split(".");
  return {
    ...(isMeasurementSystem(measurement) ? { measurementSystem: measurement } : {}),
    ...(isTemperatureSystem(temperature) ? { temperatureSystem: temperature } : {}),
  };
}

/** The parts of an account's saved units that are set (null: never chosen). */
export function savedParts(saved: {
  measurementSystem: string | null;
  temperatureSystem: string | null;
}): Partial<UnitPreferences> {
  return {
    ...(isMeasurementSystem(saved.measurementSystem)
      ? { measurementSystem: saved.measurementSystem }
      : {}),
    ...(isTemperatureSystem(saved.temperatureSystem)
      ? { temperatureSystem: saved.temperatureSystem }
      : {}),
  };
}

/** The visitor's choice where there is one, else the site's default. */
export function resolvePreferences(
  chosen: Partial<UnitPreferences>,
  siteDefaults: Partial<UnitPreferences> | null | undefined,
): UnitPreferences {
  return {
    measurementSystem:
      chosen.measurementSystem ??
      (isMeasurementSystem(siteDefaults?.measurementSystem)
        ? siteDefaults.measurementSystem
        : "imperial"),
    temperatureSystem:
      chosen.temperatureSystem ??
      (isTemperatureSystem(siteDefaults?.temperatureSystem)
        ? siteDefaults.temperatureSystem
        : "fahrenheit"),
  };
}

/** For document.cookie: the whole site, a year, sent on top-level navigations only. */
export function preferencesCookie(preferences: UnitPreferences, secure: boolean): string {
  return [
    `${PREFERENCES_COOKIE}=${serializePreferences(preferences)}`,
    "Path=/",
    `Max-Age=${ONE_YEAR_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export const samePreferences = (a: UnitPreferences, b: UnitPreferences) =>
  a.measurementSystem === b.measurementSystem && a.temperatureSystem === b.temperatureSystem;

/** Browser only: remembers the choice in both places. Storage may be unavailable (private mode). */
export function storePreferences(preferences: UnitPreferences): void {
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, serializePreferences(preferences));
  } catch {
    // The cookie below still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = preferencesCookie(preferences, location.protocol === "https:");
}

/** Browser only: the stored choice, if any. */
export function readStoredPreferences(): Partial<UnitPreferences> {
  try {
    return parsePreferences(localStorage.getItem(PREFERENCES_STORAGE_KEY));
  } catch {
    return {};
  }
}
