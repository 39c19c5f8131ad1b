import { Link, useFetcher, useNavigate } from "@remix-run/react";
import type { FilterItem, FiltersResponse } from "@schema/api/public-read";
import { type FormEvent, useCallback, useId, useState } from "react";
import {
  type FilterGroupKey,
  filterGroupsWithItems,
  isSelected,
  type RecipeIndexOrder,
  type RecipeSearchState,
  recipeIndexHref,
  type SelectedFilters,
  selectedCount,
  withoutFilters,
} from "../../lib/site/filters";
import { FilterIcon } from "./icons";
import { Sheet } from "./Sheet";

/** What the index's loader answers that the counts need: the search they were counted for. */
type CountedSearch = Pick<RecipeSearchState, "search" | "selected" | "minStars"> & {
  filters: FiltersResponse;
  order: RecipeIndexOrder;
};

/** The address of the search a loader answer was for, as recipeIndexHref writes it. */
const searchHref = (answer: CountedSearch) => recipeIndexHref({ ...answer, page: 1 });

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
 *
 * Each chip's count follows the draft by the faceted rule the page's own counts follow: the
 * recipes carrying it among those the words and the other groups' choices allow (a group's
 * choices widen the list, so its own are left out: "Lunch 15" beside a ticked Dinner is the
 * lunches, not lunches and dinners). The counts are asked again of the index's loader as
 * the draft changes. The chips stay those the dialog opened with, so none moves under a
 * finger; one at 0 would add nothing to the list and cannot be ticked.
 */
export function FiltersDialog({ filters, state, serverOpen }: Props) {
  const navigate = useNavigate();
  const formId = useId();
  const [open, setOpen] = useState(serverOpen);
  const [draft, setDraft] = useState<SelectedFilters>(state.selected);
  const counts = useFetcher<CountedSearch>();
  // The last counts that were the draft's, kept while the next are on their way.
  const [lastCounted, setLastCounted] = useState<FiltersResponse | null>(null);
  const groups = filterGroupsWithItems(filters, [state.selected, draft]);
  const applied = selectedCount(state.selected);
  const close = useCallback(() => setOpen(false), []);

  const draftHref = recipeIndexHref({ ...state, selected: draft, page: 1 });
  const onPage = draftHref === recipeIndexHref({ ...state, page: 1 });
  const counted = counts.data && searchHref(counts.data) === draftHref ? counts.data.filters : null;
  if (counted && counted !== lastCounted) setLastCounted(counted);

  if (!groups.length) return null;

  // Exact counts: the page's for its own choice, else the draft's once they are in.
  const exact = onPage ? filters : counted;
  const shown = exact ?? lastCounted ?? filters;
  const countOf = (key: FilterGroupKey, item: FilterItem) =>
    shown[key].find((other) => other.id === item.id)?.recipeCount ?? 0;

  const choose = (next: SelectedFilters) => {
    setDraft(next);
    const href = recipeIndexHref({ ...state, selected: next, page: 1 });
    // ?index: the index route's loader, not the root's (Remix's rule for an index route).
    if (href !== recipeIndexHref({ ...state, page: 1 })) {
      counts.load(`${href}${href.includes("?") ? "&" : "?"}index`);
    }
  };

  const toggle = (key: FilterGroupKey, item: FilterItem) =>
    choose({
      ...draft,
      [key]: isSelected(draft, key, item.id)
        ? draft[key].filter((chosen) => chosen.id !== item.id)
        : [...draft[key], item],
    });

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
          setLastCounted(null);
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
                choose(cleared.selected);
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
        <form
          id={formId}
          method="get"
          action="/recipes"
          onSubmit={apply}
          className="filters-form"
          aria-busy={counts.state === "loading"}
        >
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
                {items.map((item) => {
                  const checked = isSelected(draft, group.key, item.id);
                  const recipeCount = countOf(group.key, item);
                  return (
                    <label key={item.id} className="chip chip--check">
                      <input
                        type="checkbox"
                        name={group.param}
                        value={item.slug}
                        checked={checked}
                        // Only by exact counts: one on its way may differ.
                        disabled={!checked && exact !== null && recipeCount === 0}
                        onChange={() => toggle(group.key, item)}
                      />
                      <span>{item.title}</span>
                      <span className="chip__count">
                        <span className="visually-hidden">(</span>
                        {recipeCount}
                        <span className="visually-hidden">
                          {recipeCount === 1 ? " recipe)" : " recipes)"}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </form>
      </Sheet>
    </>
  );
}
