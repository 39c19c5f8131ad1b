import { useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "../../lib/site/constants";
import { FILTER_GROUPS, type RecipeSearchState, recipeIndexHref } from "../../lib/site/filters";
import { usePendingSearch } from "../../lib/use-pending-search";
import { SearchIcon } from "./icons";

/** The search the page is showing (its text trimmed), with the filters and order it keeps. */
type Props = { state: Pick<RecipeSearchState, "search" | "selected" | "order" | "minStars"> };

/**
 * The recipe search field. With script, typing searches after a 200ms pause (the address
 * follows, replacing the entry, so a reload keeps the search); the text is trimmed, and an
 * empty text with no filters goes back to the initial list. Without script it is a plain
 * GET form that keeps the chosen filters, rating and order.
 */
export function RecipeSearchBox({ state }: Props) {
  const { search, selected } = state;
  const inputId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(search);
  const pending = usePendingSearch(SEARCH_DEBOUNCE_MS);

  // Another control changed the search (a chip, Clear, Back): show what the page shows.
  useEffect(() => {
    if (!pending.waiting) setText((current) => (current.trim() === search ? current : search));
  }, [search, pending]);

  const go = (value: string, replace: boolean) => {
    pending.cancel();
    const trimmed = value.trim();
    if (trimmed === search && replace) return; // only spaces changed: same search
    navigate(recipeIndexHref({ ...state, search: trimmed, page: 1 }), {
      replace,
      preventScrollReset: true,
    });
  };

  const onChange = (value: string) => {
    setText(value);
    pending.schedule(() => go(value, true));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(text, false);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: React 18's JSX has no <search> element yet.
    <form className="search-box" method="get" action="/recipes" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={inputId}>
        Search recipes
      </label>
      <span className="search-box__icon">
        <SearchIcon />
      </span>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        name="search"
        placeholder="Search recipes"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      {FILTER_GROUPS.flatMap((group) =>
        selected[group.key].map((item) => (
          <input
            key={`${group.param}-${item.id}`}
            type="hidden"
            name={group.param}
            value={item.slug}
          />
        )),
      )}
      {state.minStars ? <input type="hidden" name="rating" value={state.minStars} /> : null}
      {state.order === "top-rated" ? <input type="hidden" name="sort" value="top-rated" /> : null}
      <button type="submit" className="button button--primary search-box__submit">
        Search
      </button>
    </form>
  );
}
