import type { UnitView } from "@schema/api/public-read";
import type { MeasurementNode } from "@schema/content/rich-text";
import { useCallback, useEffect, useState } from "react";
import { postJson } from "../../lib/interactions/api-client";
import { displayMeasurement } from "../../lib/recipe/convert";
import { DEFAULT_MULTIPLIER, type ServingMultiplier } from "../../lib/recipe/servings";
import {
  readStoredPreferences,
  resolvePreferences,
  samePreferences,
  storePreferences,
  type UnitPreferences,
} from "../../lib/recipe-page/preferences";

/**
 * The reader's view of one recipe (docs/spec/visitor-experience.md §4 "Recipe view"): the
 * multiplier starts at 1, no ingredient is checked, the first step is selected; units follow the
 * visitor's remembered choice. Held by the page and handed to each section, so the ingredient list,
 * the step text and the print view always agree.
 */
/** Saves go one after another, so quick switches reach the account in the order made. */
let saving: Promise<unknown> = Promise.resolve();

export type RecipeView = {
  multiplier: ServingMultiplier;
  setMultiplier: (multiplier: ServingMultiplier) => void;
  preferences: UnitPreferences;
  setPreferences: (preferences: UnitPreferences) => void;
  checked: ReadonlySet<string>;
  toggleChecked: (usageId: string) => void;
  selectedStepId: string | null;
  selectStep: (instructionId: string) => void;
  /** A measurement in recipe text, scaled (unless told otherwise) and converted. */
  measurementText: (node: MeasurementNode, scaled?: boolean) => string;
  /**
   * The units measurementText converts with. Carried as data so that everything the view
   * renders from is in it (KeptMarkup keys reused markup on it; the functions are skipped).
   */
  units: UnitView[];
};

export function useRecipeView({
  initialPreferences,
  accountPreferences = null,
  queryPreferences = {},
  initialMultiplier = DEFAULT_MULTIPLIER,
  firstStepId,
  units,
}: {
  initialPreferences: UnitPreferences;
  /** Signed in: what the reader's account carries (it outranks storage); null signed out. */
  accountPreferences?: Partial<UnitPreferences> | null;
  /** What the address chose (?units=, ?temperature=): it outranks the stored choice. */
  queryPreferences?: Partial<UnitPreferences>;
  initialMultiplier?: ServingMultiplier;
  firstStepId: string | null;
  units: UnitView[];
}): RecipeView {
  const [multiplier, setMultiplier] = useState<ServingMultiplier>(initialMultiplier);
  const [preferences, setPreferenceState] = useState(initialPreferences);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedStepId, setSelectedStepId] = useState(firstStepId);

  // The server rendered from the cookie; storage may know better (a cleared cookie, or a
  // page served from the shared cache with the site's defaults). A signed-in reader's account
  // knows better still, and this browser takes its choice on (docs/spec/visitor-experience.md §4:
  // signing in sets the units). A choice in the address holds for this view only: it is shown, not
  // remembered, until the reader switches.
  useEffect(() => {
    const stored = { ...readStoredPreferences(), ...accountPreferences };
    if (!stored.measurementSystem && !stored.temperatureSystem) return;
    const fromQuery = Boolean(
      queryPreferences.measurementSystem || queryPreferences.temperatureSystem,
    );
    const next = resolvePreferences({ ...stored, ...queryPreferences }, initialPreferences);
    if (!fromQuery) storePreferences(next);
    if (!samePreferences(next, initialPreferences)) setPreferenceState(next);
    // Once, on arrival: later changes go through setPreferences.
  }, []);

  const signedIn = accountPreferences !== null;
  const setPreferences = useCallback(
    (next: UnitPreferences) => {
      setPreferenceState(next);
      storePreferences(next);
      // The account carries it to the reader's other sites and devices. Best effort: the
      // page already shows the choice and this browser keeps it whatever the answer.
      if (signedIn) saving = saving.then(() => postJson("/api/unit-preferences", next));
    },
    [signedIn],
  );

  const toggleChecked = useCallback((usageId: string) => {
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(usageId)) next.add(usageId);
      return next;
    });
  }, []);

  const measurementText = useCallback(
    (node: MeasurementNode, scaled = true) =>
      displayMeasurement(node, {
        units,
        multiplier: scaled ? multiplier : 1,
        system: preferences.measurementSystem,
        temperature: preferences.temperatureSystem,
      }),
    [units, multiplier, preferences],
  );

  return {
    multiplier,
    setMultiplier,
    preferences,
    setPreferences,
    checked,
    toggleChecked,
    selectedStepId,
    selectStep: setSelectedStepId,
    measurementText,
    units,
  };
}
