import type { IngredientUsageView } from "@schema/api/public-read";
import { safeHref } from "../../lib/links";
import { displayUsage } from "../../lib/recipe/convert";
import { RichTextInline } from "../rich-text/RichText";
import type { RecipeView } from "./use-recipe-view";

type Props = {
  /** The checkbox's id, from the line's place in the list: not useId, as KeptMarkup says. */
  id: string;
  usage: IngredientUsageView;
  view: RecipeView;
  /** Preview lines of a paywalled recipe: readable, but nothing to tick off. */
  checkable: boolean;
};

/**
 * One ingredient line: amount (scaled and converted), name (linked when the creator gave a
 * link), preparation and note. The whole line is the checkbox's label, so a tap anywhere on
 * it ticks it off; a ticked line fades to half opacity (docs/spec/visitor-experience.md §4).
 */
export function IngredientLine({ id, usage, view, checkable }: Props) {
  const { quantity, unit, ingredient } = displayUsage(usage, {
    multiplier: view.multiplier,
    system: view.preferences.measurementSystem,
  });
  const checked = view.checked.has(usage.id);
  const href = safeHref(usage.link);
  const measurement = (node: Parameters<RecipeView["measurementText"]>[0]) =>
    view.measurementText(node);

  const name = href ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {ingredient}
    </a>
  ) : (
    ingredient
  );

  const text = (
    <span className="ingredient__text">
      {quantity || unit ? (
        <span className="ingredient__amount">
          {quantity ? <strong>{quantity}</strong> : null}
          {quantity && unit ? " " : null}
          {unit}
        </span>
      ) : null}
      {quantity || unit ? " " : null}
      <span className="ingredient__name">{name}</span>
      {usage.preparation ? (
        <>
          {", "}
          <RichTextInline
            doc={usage.preparation}
            className="ingredient__preparation"
            renderMeasurement={measurement}
          />
        </>
      ) : null}
      {usage.note ? (
        <RichTextInline
          doc={usage.note}
          className="ingredient__note"
          renderMeasurement={measurement}
        />
      ) : null}
    </span>
  );

  if (!checkable) return <li className="ingredient">{text}</li>;
  return (
    <li className={checked ? "ingredient is-checked" : "ingredient"}>
      <input
        id={id}
        className="ingredient__check"
        type="checkbox"
        checked={checked}
        onChange={() => view.toggleChecked(usage.id)}
      />
      <label htmlFor={id} className="ingredient__label">
        {text}
      </label>
    </li>
  );
}
