import type { IngredientUsageGroupView } from "@schema/api/public-read";
import { RichText } from "../rich-text/RichText";
import { IngredientLine } from "./IngredientLine";
import { ChevronDownIcon } from "./icons";
import { useDisclosure } from "./use-disclosure";
import type { RecipeView } from "./use-recipe-view";

type Props = {
  groups: IngredientUsageGroupView[];
  count: number;
  view: RecipeView;
  /** False for a paywalled preview: its few lines are shown, not worked through. */
  checkable: boolean;
};

/**
 * The ingredient list (docs/spec/visitor-experience.md §2): collapsible as a whole; its groups
 * collapse on small screens only (on a wide screen the list sits beside the steps and has room).
 */
export function IngredientPanel({ groups, count, view, checkable }: Props) {
  const panel = useDisclosure("ingredients-panel");
  return (
    <section className="ingredient-panel" aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading" className="recipe-section-heading">
        <button className="disclosure-button" {...panel.buttonProps}>
          <span>Ingredients</span>
          <span className="recipe-section-heading__count">
            {count} {count === 1 ? "item" : "items"}
          </span>
          <ChevronDownIcon />
        </button>
      </h2>
      <div className="ingredient-panel__body" {...panel.panelProps}>
        {groups.map((group, position) => (
          <IngredientGroup
            key={group.id}
            group={group}
            position={position}
            view={view}
            checkable={checkable}
          />
        ))}
      </div>
    </section>
  );
}

function IngredientGroup({
  group,
  position,
  view,
  checkable,
}: {
  group: IngredientUsageGroupView;
  /** Where the group stands in the list: its ids come from it (short, and the same each render). */
  position: number;
  view: RecipeView;
  checkable: boolean;
}) {
  const disclosure = useDisclosure(`ingredients-${position}`);
  const title = group.title?.trim();
  return (
    <div className="ingredient-group" data-collapsed={disclosure.open ? undefined : ""}>
      {title ? (
        <h3 className="ingredient-group__title">
          {/* Two renderings: plain text on wide screens, a toggle on small ones (CSS picks). */}
          <span className="ingredient-group__title-text">{title}</span>
          <button
            className="disclosure-button ingredient-group__toggle"
            {...disclosure.buttonProps}
          >
            <span>{title}</span>
            <ChevronDownIcon />
          </button>
        </h3>
      ) : null}
      <div id={disclosure.panelProps.id} className="ingredient-group__body">
        {group.note ? (
          <RichText
            doc={group.note}
            className="ingredient-group__note"
            renderMeasurement={(node) => view.measurementText(node)}
          />
        ) : null}
        <ul className="ingredient-list">
          {group.ingredientUsages.map((usage, index) => (
            <IngredientLine
              key={usage.id}
              id={`ingredient-${position}-${index}`}
              usage={usage}
              view={view}
              checkable={checkable}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
