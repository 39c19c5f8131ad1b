import { parseMultiplier, type ServingMultiplier } from "../recipe/servings";
import { isMeasurementSystem, isTemperatureSystem, type UnitPreferences } from "./preferences";

/**
 * The recipe page's address may carry the reader's first choices: `?scale=` (one of the
 * multipliers of docs/spec/visitor-experience.md §9), `?units=metric|imperial` and
 * `?temperature=celsius|fahrenheit`. The newsletter links to "in metric" and "in US units" with
 * them. Anything else is ignored, so a hand-edited address cannot ask for ×1000 or for kelvin.
 */
export type RecipeQueryChoices = {
  multiplier: ServingMultiplier;
  /** Only the parts the address names: the rest come from the visitor or the site. */
  preferences: Partial<UnitPreferences>;
};

export function parseRecipeQuery(params: URLSearchParams): RecipeQueryChoices {
  const units = params.get("units");
  const temperature = params.get("temperature");
  return {
    multiplier: parseMultiplier(params.get("scale")?.trim()),
    preferences: {
      ...(isMeasurementSystem(units) ? { measurementSystem: units } : {}),
      ...(isTemperatureSystem(temperature) ? { temperatureSystem: temperature } : {}),
    },
  };
}
