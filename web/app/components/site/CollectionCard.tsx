import { Link } from "@remix-run/react";
import type { CollectionCard as CollectionCardData } from "@schema/api/public-read";
import { recipeCountText } from "../../lib/site/format";
import { LineIcon } from "../LineIcon";
import { SiteImage } from "./SiteImage";

/**
 * A collection: image, title and its real count of published recipes. (The spec's source
 * showed a pseudo-random count; a visitor deserves the true number.)
 */
export function CollectionCard({
  collection,
  headingLevel = 3,
}: {
  collection: CollectionCardData;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="collection-card">
      <div className="collection-card__media">
        {collection.image ? (
          <SiteImage
            className="collection-card__image"
            image={collection.image}
            alt=""
            displayWidth={400}
            sizes="(min-width: 768px) 24rem, 85vw"
          />
        ) : (
          <div className="collection-card__image collection-card__image--empty">
            <LineIcon name="bookmarks" size={36} />
          </div>
        )}
      </div>
      <div className="collection-card__body">
        <Heading className="collection-card__title">
          <Link
            className="collection-card__link"
            to={`/collections/${collection.slug}`}
            prefetch="intent"
          >
            {collection.title}
          </Link>
        </Heading>
        <p className="collection-card__count">{recipeCountText(collection.recipeCount)}</p>
      </div>
    </article>
  );
}
