import type { BookmarkGroup } from "../../lib/account/bookmarks";
import { recipeCountText } from "../../lib/site/format";
import { BookmarkCard } from "./BookmarkCard";
import { RemoveBookmarkForm } from "./RemoveBookmarkForm";

type Props = {
  groups: BookmarkGroup[];
  /** The recipe whose Remove is on its way, if any. */
  removingId: string | null;
};

/**
 * Saved recipes per site: the site's title (a link to the site), then its cards. A closed
 * site's recipes cannot be opened, listed or shopped for: their titles only, under "Site
 * closed", each with its Remove (the reader's own bookmark is theirs to let go).
 */
export function BookmarkGroups({ groups, removingId }: Props) {
  return (
    <div className="bookmark-groups">
      {groups.map(({ site, bookmarks }) => {
        const headingId = `bookmarks-${site.slug}`;
        if (site.closed) {
          return (
            <section key={site.slug} className="bookmark-group" aria-labelledby={headingId}>
              <div className="bookmark-group__head">
                <h2 id={headingId}>{site.title}</h2>
                <p className="subdued small">Site closed</p>
              </div>
              <p>{site.title} has closed: these recipes can no longer be opened.</p>
              <ul className="closed-bookmarks">
                {bookmarks.map(({ recipe }) => (
                  <li key={recipe.id} className="closed-bookmarks__item">
                    <span>{recipe.title}</span>
                    <RemoveBookmarkForm
                      siteSlug={site.slug}
                      recipe={recipe}
                      removing={removingId === recipe.id}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        }
        return (
          <section key={site.slug} className="bookmark-group" aria-labelledby={headingId}>
            <div className="bookmark-group__head">
              <h2 id={headingId}>
                <a href={site.url}>{site.title}</a>
              </h2>
              <p className="subdued small">{recipeCountText(bookmarks.length)}</p>
            </div>
            <ul className="recipe-grid">
              {bookmarks.map(({ recipe, href, bookmarkedAt }) => (
                <li key={recipe.id}>
                  <BookmarkCard
                    siteSlug={site.slug}
                    recipe={recipe}
                    href={href}
                    bookmarkedAt={bookmarkedAt}
                    removing={removingId === recipe.id}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
