import { useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "../../lib/site/constants";
import { FILTER_GROUPS, recipeIndexHref, type SelectedFilters } from "../../lib/site/filters";
import { SearchIcon } from "./icons";

type Props = {
  /** The search the page is showing (trimmed). */
  search: string;
  selected: SelectedFilters;
};

/**
 * The recipe search field. With script, typing searches after a 200ms pause (the address
 * follows, replacing the entry, so a reload keeps the search); the text is trimmed, and an
 * empty text with no filters goes back to the initial list. Without script it is a plain
 * GET form that keeps the chosen filters.
 */
export function RecipeSearchBox({ search, selected }: Props) {
  const inputId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Another control changed the search (a chip, Clear, Back): show what the page shows.
  useEffect(() => {
    if (timer.current === null)
      setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // A link followed while a search waits for its pause (a result, a chip, the header): the
  // reader is leaving this search, and it must not fire after and pull them back. Read at
  // the click itself: the router's navigation state reaches React only on a later render,
  // which a busy phone can run after the pause has ended.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (timer.current && event.target instanceof Element && event.target.closest("a[href]")) {
        clearTimeout(timer.current);
        timer.current = null;
      }
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  const go = (value: string, replace: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const trimmed = value.trim();
    if (trimmed === search && replace) return; // only spaces changed: same search
    navigate(recipeIndexHref({ search: trimmed, selected, page: 1 }), {
      replace,
      preventScrollReset: true,
    });
  };

  const onChange = (value: string) => {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => go(value, true), SEARCH_DEBOUNCE_MS);
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
      <button type="submit" className="button button--primary search-box__submit">
        Search
      </button>
    </form>
  );
}
