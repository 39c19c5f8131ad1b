import { z } from "zod";

/**
 * A reader's units (docs/spec/visitor-experience.md §3 "Visitor preferences"), kept with their
 * account so they follow them to every site and device. The plain constants (for the web app's
 * checks) live with the answer schema in ./answers/unit-preferences.ts and are re-exported here.
 */
import { MEASUREMENT_SYSTEMS, TEMPERATURE_SYSTEMS } from "./answers/unit-preferences";

export { MEASUREMENT_SYSTEMS, TEMPERATURE_SYSTEMS };

/** PUT site/{siteSlug}/unit-preferences: either choice or both; what is left out stays. */
export const unitPreferencesBody = z
  .object({
    measurementSystem: z.enum(MEASUREMENT_SYSTEMS).optional(),
    temperatureSystem: z.enum(TEMPERATURE_SYSTEMS).optional(),
  })
  .refine((body) => body.measurementSystem || body.temperatureSystem, {
    message: "Choose a measurement system, a temperature scale or both",
  });
export type UnitPreferencesInput = z.input<typeof unitPreferencesBody>;

export type { UnitPreferencesResponse } from "./answers/unit-preferences";
