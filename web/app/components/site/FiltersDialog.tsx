import { Link, useNavigate } from "@remix-run/react";
import type { FilterItem, FiltersResponse } from "@schema/api/public-read";
import { type FormEvent, useCallback, useId, useState } from "react";
import {
  type FilterGroupKey,
  filterGroupsWithItems,
  isSelected,
  type RecipeSearchState,
  recipeIndexHref,
  type SelectedFilters,
  selectedCount,
  withoutFilters,
} from "../../lib/site/filters";
import { FilterIcon } from "./icons";
import { Sheet } from "./Sheet";

type Props = {
  filters: FiltersResponse;
  state: RecipeSearchState;
  /** ?filters=open: a visitor without script asked for the panel. */
  serverOpen: boolean;
};

/**
 * The Filters button and its modal: 'Filters (n)', chips grouped under their labels
 * ('Meal', 'Cuisine', …), Clear and Done. Choices are a draft until Done applies them.
 * Without script the button is a link that renders the panel open, and the chips are
 * checkboxes of a GET form, so Done still works.
 */
export function FiltersDialog({ filters, state, serverOpen }: Props) {
  const navigate = useNavigate();
  const formId = useId();
  const [open, setOpen] = useState(serverOpen);
  const [draft, setDraft] = useState<SelectedFilters>(state.selected);
  const groups = filterGroupsWithItems(filters, [state.selected, draft]);
  const applied = selectedCount(state.selected);
  const close = useCallback(() => setOpen(false), []);

  if (!groups.length) return null;

  const toggle = (key: FilterGroupKey, item: FilterItem) =>
    setDraft((current) => ({
      ...current,
      [key]: isSelected(current, key, item.id)
        ? current[key].filter((chosen) => chosen.id !== item.id)
        : [...current[key], item],
    }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    // The search, its order and its stars stay; only the filters change.
    navigate(recipeIndexHref({ ...state, selected: draft, page: 1 }), {
      preventScrollReset: true,
    });
  };

  const cleared = withoutFilters(state);
  return (
    <>
      <Link
        className="button button--secondary filters-button"
        to={recipeIndexHref(state, { filters: "open" })}
        preventScrollReset
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          // Each opening starts from what the page shows.
          setDraft(state.selected);
          setOpen(true);
        }}
      >
        <FilterIcon />
        Filters
        {applied ? <span className="filters-button__count">({applied})</span> : null}
      </Link>
      <Sheet
        open={open}
        onClose={close}
        title={`Filters (${selectedCount(draft)})`}
        variant="dialog"
        serverOpen={serverOpen}
        footer={
          <>
            <Link
              className="button button--secondary"
              to={recipeIndexHref(cleared, { filters: "open" })}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setDraft(cleared.selected);
              }}
            >
              Clear
            </Link>
            <button type="submit" form={formId} className="button button--primary">
              Done
            </button>
          </>
        }
      >
        <form id={formId} method="get" action="/recipes" onSubmit={apply} className="filters-form">
          {state.search ? <input type="hidden" name="search" value={state.search} /> : null}
          {state.minStars ? (
            <input type="hidden" name="rating" value={String(state.minStars)} />
          ) : null}
          {state.order === "top-rated" ? (
            <input type="hidden" name="sort" value="top-rated" />
          ) : null}
          {groups.map(({ group, items }) => (
            <fieldset key={group.key} className="filters-form__group">
              <legend>{group.label}</legend>
              <div className="chip-set">
                {items.map((item) => (
                  <label key={item.id} className="chip chip--check">
                    <input
                      type="checkbox"
                      name={group.param}
                      value={item.slug}
                      checked={isSelected(draft, group.key, item.id)}
                      onChange={() => toggle(group.key, item)}
                    />
                    <span>{item.title}</span>
                    <span className="chip__count">
                      <span className="visually-hidden">(</span>
                      {item.recipeCount}
                      <span className="visually-hidden">
                        {item.recipeCount === 1 ? " recipe)" : " recipes)"}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </form>
      </Sheet>
    </>
  );
}
