import { z } from "zod";

/** A reader's unit systems; the request body (../unit-preferences.ts) takes the same. */
export const MEASUREMENT_SYSTEMS = ["metric", "imperial"] as const;
export const TEMPERATURE_SYSTEMS = ["celsius", "fahrenheit"] as const;

/** The reader's saved units; null where they never chose (the browser's or site's stand). */
export const unitPreferencesView = z.object({
  measurementSystem: z
    .enum(MEASUREMENT_SYSTEMS)
    .nullable()
    .describe("metric or imperial (shown as US); null: never chosen"),
  temperatureSystem: z
    .enum(TEMPERATURE_SYSTEMS)
    .nullable()
    .describe("celsius or fahrenheit; null: never chosen"),
});

/** PUT site/{siteSlug}/unit-preferences */
export const unitPreferencesResponse = z.object({ unitPreferences: unitPreferencesView });
export type UnitPreferencesResponse = z.infer<typeof unitPreferencesResponse>;
