import type { FoodSearchResponse, NutritionPreviewResponse } from "@schema/api/answers/nutrition";
import { memo, useEffect, useId, useState } from "react";
import { getJson, postJson } from "../../lib/interactions/api-client";
import { useRecipeEditor } from "../recipes/editor-context";
import type { SetForm } from "../recipes/form-update";
import {
  type IngredientGroupForm,
  NUTRITION_FIELDS,
  type NutritionForm,
  nutrientTexts,
} from "../recipes/recipe-form";
import { CheckboxField, FormSection, TextField } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { previewRequest, UNCOUNTED_REASON } from "./nutrition-preview";

type Props = {
  groups: IngredientGroupForm[];
  yieldServings: string;
  nutrition: NutritionForm;
  setForm: SetForm;
};

/** Quiet time after the last keystroke before the label is asked for again. */
const PREVIEW_DELAY_MS = 400;

const round = (value: number, places = 0) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/**
 * The recipe's nutrition in the editor: the label computed live (on the worker, as a save
 * computes it: the USDA data stays off the page) with each line's food, grams and calories,
 * a food search to count a line as another food, the author's own figures and the switch
 * that hides the label.
 */
export const NutritionSection = memo(function NutritionSection({
  groups,
  yieldServings,
  nutrition,
  setForm,
}: Props) {
  const { siteSlug, ingredientTitles, ownIngredientIds, errors, clearError } = useRecipeEditor();
  const path = `/kitchen/${encodeURIComponent(siteSlug)}/nutrition`;
  const [preview, setPreview] = useState<NutritionPreviewResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  // Moved on when a site ingredient's food changes: the lines are the same, the label is not.
  const [revision, setRevision] = useState(0);
  const [matchFailed, setMatchFailed] = useState(false);

  const request = JSON.stringify(previewRequest(groups, yieldServings));
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const result = await postJson<NutritionPreviewResponse>(path, JSON.parse(request));
      if (!current) return;
      setFailed(!result.ok);
      if (result.ok) setPreview(result.body);
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [path, request, revision]);

  const lines = groups.flatMap((group) => group.lines);
  const lineName = (key: string) => {
    const line = lines.find((l) => l.id === key);
    if (!line) return "";
    return line.ingredientTitleOverride.trim() || ingredientTitles.get(line.ingredientId) || "";
  };
  const setLineFood = (lineId: string, foodNdb: string) =>
    setForm((form) => ({
      ...form,
      ingredientGroups: form.ingredientGroups.map((group) => ({
        ...group,
        lines: group.lines.map((line) => (line.id === lineId ? { ...line, foodNdb } : line)),
      })),
    }));
  const ownIngredientOf = (lineId: string) => {
    const ingredientId = lines.find((l) => l.id === lineId)?.ingredientId ?? "";
    return ownIngredientIds.has(ingredientId) ? ingredientId : null;
  };
  /** A site's own ingredient's food, for every recipe that uses it (the line's own is cleared). */
  const matchIngredient = async (lineId: string, ingredientId: string, foodNdb: string) => {
    const result = await postJson(path, { intent: "match", ingredientId, foodNdb });
    setMatchFailed(!result.ok);
    if (!result.ok) return;
    setLineFood(lineId, "");
    setRevision((n) => n + 1);
  };
  const chooserFor = (key: string, name: string) => {
    const own = ownIngredientOf(key);
    return (
      <FoodChooser
        lineId={key}
        lineName={name}
        path={path}
        open={choosing === key}
        setOpen={(open) => setChoosing(open ? key : null)}
        overridden={Boolean(lines.find((l) => l.id === key)?.foodNdb)}
        ownIngredient={own !== null}
        onChoose={(ndb, everywhere) =>
          own && everywhere ? void matchIngredient(key, own, ndb) : setLineFood(key, ndb)
        }
      />
    );
  };
  const setNutrition = (change: (n: NutritionForm) => NutritionForm) =>
    setForm((form) => ({ ...form, nutrition: change(form.nutrition) }));

  const label = preview?.label ?? null;
  const figures = label?.perServing ?? label?.whole ?? null;
  const author = nutrition.author;

  return (
    <FormSection
      legend="Nutrition"
      id="section-nutrition"
      description="Computed from the ingredient lines with USDA food data, per serving. It updates as you edit the lines."
    >
      <div aria-live="polite" className="knutrition__label">
        {failed ? (
          <p className="field__error">The label could not be computed just now.</p>
        ) : !label ? (
          <p className="subdued">Computing…</p>
        ) : (
          <table className="knutrition__table">
            <caption>
              {label.perServing ? "Computed per serving" : "Computed for the whole recipe"}
              {label.incomplete ? " (incomplete: too many lines not counted)" : ""}
            </caption>
            <tbody>
              {NUTRITION_FIELDS.slice(0, 9).map(([name, title, unit]) => (
                <tr key={name}>
                  <th scope="row">{title}</th>
                  <td data-nutrient={name}>
                    {figures ? `${round(figures[name], name === "calories" ? 0 : 1)} ${unit}` : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      {matchFailed ? (
        <p className="field__error" role="alert">
          The ingredient's food could not be changed just now. Please try again.
        </p>
      ) : null}
      {label ? (
        <div className="table-scroll">
          <table className="knutrition__breakdown">
            <caption>
              Lines counted: {label.coverage.countedLines} of {label.coverage.totalLines}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Counted as</th>
                <th scope="col">Grams</th>
                <th scope="col">Calories</th>
                <th scope="col">
                  <span className="visually-hidden">Food</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {preview?.lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row">{lineName(line.key)}</th>
                  <td>
                    {line.food.description}
                    {line.implausible ? (
                      <strong className="field__error"> Check the amount: over 20 kg</strong>
                    ) : null}
                  </td>
                  <td>{round(line.grams, 1)}</td>
                  <td>{round(line.calories)}</td>
                  <td>{chooserFor(line.key, lineName(line.key))}</td>
                </tr>
              ))}
              {label.coverage.uncounted.map((line) => (
                <tr key={line.key}>
                  <th scope="row">{line.name || lineName(line.key)}</th>
                  <td colSpan={3}>Not counted: {UNCOUNTED_REASON[line.reason]}</td>
                  <td>
                    {line.reason === "no-quantity"
                      ? null
                      : chooserFor(line.key, line.name || lineName(line.key))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <CheckboxField
        id={fieldDomId("nutrition.author")}
        label="Use my own nutrition figures"
        hint="Shown on the recipe page instead of the computed label, marked as provided by the author."
        checked={author !== null}
        onChange={(checked) =>
          setNutrition((n) => ({
            ...n,
            author: checked
              ? { source: "author", values: nutrientTexts(label?.perServing ?? null) }
              : null,
          }))
        }
      />
      {author ? (
        <fieldset className="knutrition__author">
          <legend>
            {author.source === "imported"
              ? "Figures per serving from the imported page (editing makes them yours)"
              : "Your figures per serving"}
          </legend>
          <div className="kgrid">
            {NUTRITION_FIELDS.map(([name, title, unit]) => {
              const key = `nutrition.author.perServing.${name}`;
              return (
                <TextField
                  key={name}
                  id={fieldDomId(key)}
                  label={`${title} (${unit})`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={author.values[name]}
                  error={errors[key]}
                  hint={
                    label?.perServing
                      ? `Computed: ${round(label.perServing[name], 1)} ${unit}`
                      : undefined
                  }
                  onChange={(value) => {
                    clearError(key);
                    setNutrition((n) =>
                      n.author
                        ? {
                            ...n,
                            author: {
                              source: "author",
                              values: { ...n.author.values, [name]: value },
                            },
                          }
                        : n,
                    );
                  }}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <CheckboxField
        id={fieldDomId("nutrition.hidden")}
        label="Hide nutrition facts on this recipe"
        checked={nutrition.hidden}
        onChange={(hidden) => setNutrition((n) => ({ ...n, hidden }))}
      />
    </FormSection>
  );
});

type ChooserProps = {
  lineId: string;
  lineName: string;
  path: string;
  open: boolean;
  setOpen(open: boolean): void;
  overridden: boolean;
  /** The line's ingredient is the site's own: its food may be set for every recipe. */
  ownIngredient: boolean;
  onChoose(ndb: string, everywhere: boolean): void;
};

/** "Change food": a search of the USDA foods the kitchen offers, for one line. */
function FoodChooser({
  lineId,
  lineName,
  path,
  open,
  setOpen,
  overridden,
  ownIngredient,
  onChoose,
}: ChooserProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [everywhere, setEverywhere] = useState(ownIngredient);
  const [foods, setFoods] = useState<FoodSearchResponse["foods"] | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (!open || !q) {
      setFoods(null);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const result = await getJson<FoodSearchResponse>(`${path}?${new URLSearchParams({ q })}`);
      if (current) setFoods(result.ok ? result.body.foods : []);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, query, path]);

  if (!open) {
    return (
      <span className="knutrition__food-actions">
        <button
          type="button"
          className="button button--small"
          aria-label={`Change food for ${lineName}`}
          onClick={() => setOpen(true)}
        >
          Change food
        </button>
        {overridden ? (
          <button
            type="button"
            className="button button--small button--link"
            aria-label={`Use the ingredient's own food for ${lineName}`}
            onClick={() => onChoose("", false)}
          >
            Use default
          </button>
        ) : null}
      </span>
    );
  }
  return (
    <div className="knutrition__chooser" data-line={lineId}>
      <TextField
        id={`${id}-q`}
        label={`USDA food for ${lineName}`}
        hint="Words of the food's name, like “butter salted”"
        type="search"
        autoComplete="off"
        autoFocus
        value={query}
        onChange={setQuery}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      />
      {ownIngredient ? (
        <CheckboxField
          id={`${id}-everywhere`}
          label={`Use this food for ${lineName} in every recipe`}
          hint="It is your site's own ingredient: every recipe using it is recomputed."
          checked={everywhere}
          onChange={setEverywhere}
        />
      ) : null}
      {foods ? (
        foods.length ? (
          <ul className="knutrition__foods" aria-label="Foods found">
            {foods.map((food) => (
              <li key={food.ndb}>
                <button
                  type="button"
                  className="button button--small button--link"
                  onClick={() => {
                    onChoose(food.ndb, everywhere);
                    setOpen(false);
                  }}
                >
                  {food.description}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="subdued">No food found.</p>
        )
      ) : null}
      <button type="button" className="button button--small" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </div>
  );
}
