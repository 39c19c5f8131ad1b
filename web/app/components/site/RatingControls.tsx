import { Link } from "@remix-run/react";
import {
  MIN_STARS_FILTER,
  type RecipeIndexOrder,
  type RecipeSearchState,
  recipeIndexHref,
} from "../../lib/site/filters";
import { CheckIcon } from "./icons";

const ORDERS: { order: RecipeIndexOrder; label: string }[] = [
  { order: "newest", label: "Newest" },
  { order: "top-rated", label: "Top rated" },
];

/**
 * The recipe index's order ("Newest", "Top rated") and its "4 stars and up" filter: links
 * to the changed search, as the filter chips are, so they work with or without script and
 * every state has its address.
 */
export function RatingControls({ state }: { state: RecipeSearchState }) {
  const order = state.order ?? "newest";
  const on = Boolean(state.minStars);
  return (
    <div className="rating-controls">
      <nav aria-label="Order">
        <ul className="chip-row">
          {ORDERS.map((choice) => (
            <li key={choice.order}>
              <Link
                className={`chip${order === choice.order ? " chip--on" : ""}`}
                to={recipeIndexHref({ ...state, order: choice.order, page: 1 })}
                aria-current={order === choice.order ? "true" : undefined}
                preventScrollReset
              >
                {choice.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="chip-row" aria-label="Rating filter">
        <li>
          <Link
            className={`chip${on ? " chip--on" : ""}`}
            to={recipeIndexHref({ ...state, minStars: on ? null : MIN_STARS_FILTER, page: 1 })}
            preventScrollReset
          >
            {on ? <CheckIcon /> : null}
            {MIN_STARS_FILTER} stars and up
            <span className="visually-hidden">{on ? " (selected: remove)" : ""}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
