import { Link } from "@remix-run/react";
import type { FiltersResponse } from "@schema/api/public-read";
import {
  chipRow,
  isSelected,
  type RecipeSearchState,
  recipeIndexHref,
  toggleFilter,
} from "../../lib/site/filters";
import { CheckIcon } from "./icons";

type Props = { filters: FiltersResponse; state: RecipeSearchState };

/**
 * The horizontal chip row: the active filters (to remove them) and five suggestions. Each
 * chip is a link to the toggled search, so it works with or without script.
 */
export function FilterChips({ filters, state }: Props) {
  const chips = chipRow(filters, state.selected);
  if (!chips.length) return null;
  return (
    <ul className="chip-row" aria-label="Quick filters">
      {chips.map(({ group, item }) => {
        const on = isSelected(state.selected, group.key, item.id);
        return (
          <li key={`${group.key}-${item.id}`}>
            <Link
              className={`chip${on ? " chip--on" : ""}`}
              to={recipeIndexHref(toggleFilter(state, group.key, item))}
              preventScrollReset
            >
              {on ? <CheckIcon /> : null}
              {item.title}
              <span className="visually-hidden">
                {on ? ` (${group.label}, selected: remove)` : ` (${group.label})`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
