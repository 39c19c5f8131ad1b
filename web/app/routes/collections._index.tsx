import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { CollectionCard } from "../components/site/CollectionCard";
import { pageTitle } from "../lib/root-data";
import { COLLECTIONS_PREVIEW } from "../lib/site/constants";
import { seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import { getCollections, loadSitePage } from "../lib/site/site-api.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Collections");
  const first = data.collections.find((collection) => collection.image)?.image;
  return seoMeta({
    siteTitle: site.title,
    pageTitle: "Collections",
    description: `Recipe collections from ${site.title}: ${data.collections
      .map((collection) => collection.title)
      .slice(0, 6)
      .join(", ")}.`,
    origin: data.origin,
    path: "/collections",
    image: socialImage(first ?? site.featuredImage),
  });
};

export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  const collections = await getCollections(args, site);
  return { origin, collections, showAll: new URL(args.request.url).searchParams.has("all") };
}

/**
 * All collections. The first three show at once; 'Show more' reveals the rest in place
 * (with script) or reloads with ?all (without), and moves focus to the first one revealed.
 */
export default function Collections() {
  const { collections, showAll } = useLoaderData<typeof loader>();
  const [expanded, setExpanded] = useState(showAll);
  const hidden = !expanded && collections.length > COLLECTIONS_PREVIEW;

  return (
    <div className="container page collections-page">
      <h1>Collections</h1>
      {collections.length ? (
        <ul className="collection-grid">
          {collections.map((collection, index) => (
            <li
              key={collection.id}
              id={index === COLLECTIONS_PREVIEW ? "more-collections" : undefined}
              hidden={hidden && index >= COLLECTIONS_PREVIEW}
            >
              <CollectionCard collection={collection} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">There are no collections yet.</p>
      )}
      {hidden ? (
        <div className="collections-page__more">
          <Link
            className="button button--secondary"
            to="/collections?all#more-collections"
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              setExpanded(true);
              // The revealed cards render on the next frame; focus the first of them.
              requestAnimationFrame(() =>
                document.querySelector<HTMLAnchorElement>("#more-collections a")?.focus(),
              );
            }}
          >
            Show more
          </Link>
        </div>
      ) : null}
    </div>
  );
}
