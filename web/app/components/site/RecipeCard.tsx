import { Link } from "@remix-run/react";
import type { RecipeCard as RecipeCardData } from "@schema/api/public-read";
import type { ReactNode } from "react";
import { formatDuration, isoDuration } from "../../lib/recipe/duration";
import { totalMinutes } from "../../lib/site/format";
import { LineIcon } from "../LineIcon";
import { RatingSummary } from "../recipe/RatingSummary";
import { ClockIcon, LockIcon } from "./icons";
import { SiteImage } from "./SiteImage";

type Props = {
  recipe: RecipeCardData;
  /** The heading level inside the page outline (cards under an h2 are h3). */
  headingLevel?: 2 | 3;
  /** Featured slides are drawn larger. */
  size?: "regular" | "large";
  eager?: boolean;
  /** The page's main picture (SiteImage). */
  priority?: boolean;
  /**
   * An absolute address, for a card shown on another host (the account area's saved
   * recipes link to each recipe's own site); otherwise the card links within this site.
   */
  href?: string;
  className?: string;
  /** More under the time (a saved recipe's date and its Remove button). */
  children?: ReactNode;
};

/**
 * A recipe in a grid or slider: 16:9 cover, category badge, title, time when there is one,
 * a lock for subscriber-only recipes and '(draft)' for unpublished ones. The whole card is
 * clickable through the title link, so the link's name is just the title.
 */
export function RecipeCard({
  recipe,
  headingLevel = 3,
  size = "regular",
  eager,
  priority,
  href,
  className,
  children,
}: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cover = recipe.images[0];
  const category = recipe.categories[0];
  const minutes = totalMinutes(recipe);
  const locked = recipe.privacySetting !== "public";
  const title = (
    <>
      {recipe.title}
      {recipe.publishedAt ? null : <span className="recipe-card__draft"> (draft)</span>}
    </>
  );
  return (
    <article className={`recipe-card recipe-card--${size} ${className ?? ""}`}>
      <div className="recipe-card__media">
        {cover ? (
          <SiteImage
            className="recipe-card__image"
            image={cover}
            alt=""
            displayWidth={size === "large" ? 640 : 420}
            sizes={
              size === "large"
                ? "(min-width: 768px) 30rem, 90vw"
                : "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            }
            eager={eager}
            priority={priority}
          />
        ) : (
          // No picture: a pot stands in. Drawn here, not as an export of site/icons.tsx,
          // which every page's shared chunk carries: the recipe page's own JS is at its
          // 25 KB budget (25,580 bytes gzip with this).
          <div className="recipe-card__image recipe-card__image--empty">
            <LineIcon name="cook" size={36} />
          </div>
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
        <Heading className="recipe-card__title">
          {href ? (
            <a className="recipe-card__link" href={href}>
              {title}
            </a>
          ) : (
            <Link className="recipe-card__link" to={`/recipes/${recipe.slug}`} prefetch="intent">
              {title}
            </Link>
          )}
        </Heading>
        {minutes > 0 ? (
          <p className="recipe-card__meta">
            <ClockIcon />
            <span className="visually-hidden">Total time: </span>
            <time dateTime={isoDuration(minutes)}>{formatDuration(minutes)}</time>
          </p>
        ) : null}
        <RatingSummary rating={recipe.rating} className="recipe-card__rating" />
        {children}
      </div>
    </article>
  );
}
