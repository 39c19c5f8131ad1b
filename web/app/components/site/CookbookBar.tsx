import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SearchIcon } from "./icons";

type Props = {
  title: string;
  /** The home page's hamburger that opens the table of contents. */
  menu?: ReactNode;
  /** On recipe pages the book title leads back to the book's front (its contents). */
  linkHome?: boolean;
};

/**
 * The cookbook layout's book bar (docs/spec/visitor-experience.md §2, "Cookbook layout"): the
 * book's title and a search button to /recipes, on its home page and at the top of every recipe
 * page.
 */
export function CookbookBar({ title, menu, linkHome }: Props) {
  return (
    <div className="cookbook__bar">
      {menu}
      {linkHome ? (
        <Link className="cookbook__book-title" to="/" prefetch="intent">
          {title}
        </Link>
      ) : (
        <p className="cookbook__book-title">{title}</p>
      )}
      <Link className="cookbook__search" to="/recipes" prefetch="intent">
        <SearchIcon />
        <span className="visually-hidden">Search recipes</span>
      </Link>
    </div>
  );
}
