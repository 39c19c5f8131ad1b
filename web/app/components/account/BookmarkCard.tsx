import { Form } from "@remix-run/react";
import type { RecipeCard as RecipeCardData } from "@schema/api/public-read";
import { useDayOf } from "../../lib/days";
import { RecipeCard } from "../site/RecipeCard";
import { RemoveBookmarkForm } from "./RemoveBookmarkForm";

type Props = {
  siteSlug: string;
  recipe: RecipeCardData;
  /** The recipe's page on its own site: absolute, the account area is on the platform host. */
  href: string;
  bookmarkedAt: string;
  removing: boolean;
};

/**
 * A saved recipe: the site grids' card, linking to the recipe's own site, with the day it
 * was saved, Add to shopping list and a Remove button, above the card-wide link.
 */
export function BookmarkCard({ siteSlug, recipe, href, bookmarkedAt, removing }: Props) {
  const dayOf = useDayOf();
  const saved = dayOf(bookmarkedAt);
  return (
    <RecipeCard recipe={recipe} href={href} className="bookmark-card">
      <div className="bookmark-card__footer">
        {saved ? (
          <p className="bookmark-card__saved">
            Saved <time dateTime={bookmarkedAt}>{saved}</time>
          </p>
        ) : null}
        {/* At the recipe's own scale; the list page it lands on shows the result. */}
        <Form method="post" action="/shopping-list" className="bookmark-card__action">
          <input type="hidden" name="siteSlug" value={siteSlug} />
          <input type="hidden" name="recipeSlug" value={recipe.slug} />
          <input type="hidden" name="scale" value="1" />
          <button type="submit" className="button button--secondary">
            Add to shopping list
            <span className="visually-hidden"> “{recipe.title}”</span>
          </button>
        </Form>
        <RemoveBookmarkForm
          siteSlug={siteSlug}
          recipe={recipe}
          removing={removing}
          className="bookmark-card__action"
        />
      </div>
    </RecipeCard>
  );
}
