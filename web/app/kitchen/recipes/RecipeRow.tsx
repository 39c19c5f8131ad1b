import { Link } from "@remix-run/react";
import type { ManageRecipeListItem } from "@schema/api/manage-recipes";
import type { RecipeEditor } from "@schema/api/recipe-editors";
import { Moment } from "../../components/Moment";
import { useDayOf } from "../../lib/days";
import { imageUrl } from "../../lib/recipe-page/image-url";
import { siteViewHref } from "../shared/kitchen-sections";
import { PreviewButton, recipePreviewPath } from "./PreviewButton";
import { openNowText } from "./recipe-editors";
import { recipeName } from "./recipe-name";
import { StatusBadge } from "./StatusBadge";

type Props = {
  recipe: ManageRecipeListItem;
  /** Who has it open in an editor now (use-other-editors.ts), read when the list loaded. */
  editors: readonly RecipeEditor[];
  siteSlug: string;
};

/**
 * One recipe in the kitchen's list: cover, title, status, dates, who has it open and what
 * to do with it.
 */
export function RecipeRow({ recipe, editors, siteSlug }: Props) {
  const openNow = openNowText(editors);
  const dayOf = useDayOf();
  const cover = recipe.images[0];
  const editPath = `/kitchen/${encodeURIComponent(siteSlug)}/recipes/${recipe.id}`;
  const published = recipe.status === "published";
  const name = recipeName(recipe.title);
  return (
    <li className="recipe-row">
      {cover ? (
        <img
          className="recipe-row__thumb"
          src={imageUrl(cover, { width: 128, height: 96 })}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          style={
            cover.lqip
              ? { backgroundImage: `url(${cover.lqip})`, backgroundSize: "cover" }
              : undefined
          }
        />
      ) : (
        <span className="recipe-row__thumb" aria-hidden="true" />
      )}
      <div className="recipe-row__main">
        <h2 className="recipe-row__title">
          <Link to={editPath} prefetch="intent">
            {name}
          </Link>
        </h2>
        <p className="recipe-row__meta">
          <StatusBadge status={recipe.status} scheduled={recipe.scheduledFor !== null} />
          {recipe.privacySetting === "subscribers_only" ? (
            <span className="status-badge status-badge--subscribers">Subscribers</span>
          ) : null}
          <span>
            Updated <time dateTime={recipe.updatedAt}>{dayOf(recipe.updatedAt)}</time>
          </span>
          {published && recipe.publishedAt ? (
            <span>
              Published <time dateTime={recipe.publishedAt}>{dayOf(recipe.publishedAt)}</time>
            </span>
          ) : null}
          {recipe.scheduledFor ? (
            <span>
              Publishes <Moment iso={recipe.scheduledFor} />
            </span>
          ) : null}
          {openNow ? <span className="recipe-row__open">{openNow}</span> : null}
          <span className="recipe-row__rating">
            {recipe.rating
              ? `${recipe.rating.average.toFixed(1)} ★ · ${recipe.rating.count} ${recipe.rating.count === 1 ? "rating" : "ratings"}`
              : "No ratings"}
          </span>
        </p>
      </div>
      <div className="recipe-row__actions">
        <Link to={editPath} className="button button--secondary button--small">
          Edit<span className="visually-hidden"> {name}</span>
        </Link>
        {published ? (
          <a
            className="button button--secondary button--small"
            href={siteViewHref(siteSlug, `/recipes/${encodeURIComponent(recipe.slug)}`)}
            target="_blank"
            rel="noreferrer"
          >
            View on site
            <span className="visually-hidden"> {name} (opens in a new tab)</span>
          </a>
        ) : (
          <PreviewButton siteSlug={siteSlug} path={recipePreviewPath(recipe.slug)}>
            Preview<span className="visually-hidden"> {name}</span>
          </PreviewButton>
        )}
      </div>
    </li>
  );
}
