import type { MeasurementSystem, TemperatureSystem } from "../../lib/recipe/convert";
import {
  multiplierLabel,
  SERVING_MULTIPLIERS,
  type ServingMultiplier,
} from "../../lib/recipe/servings";
import { ChoiceGroup } from "./ChoiceGroup";
import type { RecipeView } from "./use-recipe-view";

const MEASUREMENT_OPTIONS: { value: MeasurementSystem; label: string; description: string }[] = [
  { value: "imperial", label: "US", description: "US units" },
  { value: "metric", label: "Metric", description: "Metric units" },
];

const TEMPERATURE_OPTIONS: { value: TemperatureSystem; label: string; description: string }[] = [
  { value: "fahrenheit", label: "°F", description: "Fahrenheit" },
  { value: "celsius", label: "°C", description: "Celsius" },
];

type Props = {
  view: RecipeView;
  /** The yield line at each multiplier (serving-words.server.ts); null without a yield. */
  yieldTexts: Record<ServingMultiplier, string> | null;
};

/** Servings multipliers, the yield they make, and the unit and temperature switches. */
export function RecipeControls({ view, yieldTexts }: Props) {
  const makes = yieldTexts?.[view.multiplier] ?? null;
  const multiplierOptions = SERVING_MULTIPLIERS.map((value) => {
    const made = yieldTexts?.[value];
    const label = multiplierLabel(value);
    return {
      value,
      label,
      // "2×, makes 16 cookies": the number alone says little to a screen reader.
      description: made ? `${label}, ${made.replace("Makes:", "makes")}` : undefined,
    };
  });

  return (
    <div className="recipe-controls">
      <div className="recipe-controls__servings">
        <ChoiceGroup<ServingMultiplier>
          legend="Scale"
          options={multiplierOptions}
          value={view.multiplier}
          onChange={view.setMultiplier}
        />
        {makes ? (
          <output className="recipe-controls__yield" aria-live="polite">
            {makes}
          </output>
        ) : null}
      </div>
      <div className="recipe-controls__units">
        <ChoiceGroup<MeasurementSystem>
          legend="Units"
          options={MEASUREMENT_OPTIONS}
          value={view.preferences.measurementSystem}
          onChange={(measurementSystem) =>
            view.setPreferences({ ...view.preferences, measurementSystem })
          }
        />
        <ChoiceGroup<TemperatureSystem>
          legend="Temperature"
          options={TEMPERATURE_OPTIONS}
          value={view.preferences.temperatureSystem}
          onChange={(temperatureSystem) =>
            view.setPreferences({ ...view.preferences, temperatureSystem })
          }
        />
      </div>
    </div>
  );
}
