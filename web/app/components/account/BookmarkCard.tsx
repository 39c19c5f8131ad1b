import { Form } from "@remix-run/react";
import type { RecipeCard } from "../../../../schema/api/public-read";
import { formatDay } from "../../lib/account/format";
import { formatDuration, isoDuration, totalMinutes } from "../../lib/site/format";
import { ClockIcon, LockIcon } from "../site/icons";
import { SiteImage } from "../site/SiteImage";

type Props = {
  siteSlug: string;
  recipe: RecipeCard;
  /** The recipe's page on its own site: absolute, the account area is on the platform host. */
  href: string;
  bookmarkedAt: string;
  removing: boolean;
};

/**
 * A saved recipe. The same card as the site grids (site/RecipeCard, same classes), but its
 * link leaves for the recipe's own site, which RecipeCard's site-relative link cannot do,
 * and it carries a Remove button that sits above the card-wide link.
 */
export function BookmarkCard({ siteSlug, recipe, href, bookmarkedAt, removing }: Props) {
  const cover = recipe.images[0];
  const category = recipe.categories[0];
  const minutes = totalMinutes(recipe);
  const locked = recipe.privacySetting !== "public";
  const saved = formatDay(bookmarkedAt);
  return (
    <article className="recipe-card bookmark-card">
      <div className="recipe-card__media">
        {cover ? (
          <SiteImage
            className="recipe-card__image"
            image={cover}
            alt=""
            displayWidth={420}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          />
        ) : (
          <div className="recipe-card__image recipe-card__image--empty" />
        )}
        {locked ? (
          <span className="recipe-card__lock" title="Subscribers only">
            <LockIcon />
            <span className="visually-hidden">Subscribers only</span>
          </span>
        ) : null}
      </div>
      <div className="recipe-card__body">
        {category ? <span className="badge">{category.title}</span> : null}
        <h3 className="recipe-card__title">
          <a className="recipe-card__link" href={href}>
            {recipe.title}
          </a>
        </h3>
        {minutes > 0 ? (
          <p className="recipe-card__meta">
            <ClockIcon />
            <span className="visually-hidden">Total time: </span>
            <time dateTime={isoDuration(minutes)}>{formatDuration(minutes)}</time>
          </p>
        ) : null}
        <div className="bookmark-card__footer">
          {saved ? (
            <p className="bookmark-card__saved">
              Saved <time dateTime={bookmarkedAt}>{saved}</time>
            </p>
          ) : null}
          <Form
            method="post"
            action="/bookmarks"
            preventScrollReset
            className="bookmark-card__remove"
          >
            <input type="hidden" name="siteSlug" value={siteSlug} />
            <input type="hidden" name="recipeId" value={recipe.id} />
            <input type="hidden" name="title" value={recipe.title} />
            <button type="submit" className="button button--secondary" disabled={removing}>
              {removing ? "Removing…" : "Remove"}
              <span className="visually-hidden"> “{recipe.title}” from bookmarks</span>
            </button>
          </Form>
        </div>
      </div>
    </article>
  );
}
