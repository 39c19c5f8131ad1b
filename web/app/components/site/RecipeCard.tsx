import { Link } from "@remix-run/react";
import type { RecipeCard as RecipeCardData } from "../../../../schema/api/public-read";
import { formatDuration, isoDuration, totalMinutes } from "../../lib/site/format";
import { ClockIcon, LockIcon } from "./icons";
import { SiteImage } from "./SiteImage";

type Props = {
  recipe: RecipeCardData;
  /** The heading level inside the page outline (cards under an h2 are h3). */
  headingLevel?: 2 | 3;
  /** Featured slides are drawn larger. */
  size?: "regular" | "large";
  eager?: boolean;
};

/**
 * A recipe in a grid or slider: 16:9 cover, category badge, title, time when there is one,
 * a lock for subscriber-only recipes and '(draft)' for unpublished ones. The whole card is
 * clickable through the title link, so the link's name is just the title.
 */
export function RecipeCard({ recipe, headingLevel = 3, size = "regular", eager }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cover = recipe.images[0];
  const category = recipe.categories[0];
  const minutes = totalMinutes(recipe);
  const locked = recipe.privacySetting !== "public";
  return (
    <article className={`recipe-card recipe-card--${size}`}>
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
        <Heading className="recipe-card__title">
          <Link className="recipe-card__link" to={`/recipes/${recipe.slug}`} prefetch="intent">
            {recipe.title}
            {recipe.publishedAt ? null : <span className="recipe-card__draft"> (draft)</span>}
          </Link>
        </Heading>
        {minutes > 0 ? (
          <p className="recipe-card__meta">
            <ClockIcon />
            <span className="visually-hidden">Total time: </span>
            <time dateTime={isoDuration(minutes)}>{formatDuration(minutes)}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
