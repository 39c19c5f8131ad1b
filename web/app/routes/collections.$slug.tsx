import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { RichText } from "../components/rich-text/RichText";
import { CollectionCover } from "../components/site/CollectionCover";
import { RecipeGrid } from "../components/site/RecipeGrid";
import { YouTubeEmbed } from "../components/site/YouTubeEmbed";
import { pageTitle } from "../lib/root-data";
import { collectionPageVideo } from "../lib/site/collection-video";
import { recipeCountText } from "../lib/site/format";
import { redirectIfMoved } from "../lib/site/moved-page.server";
import { excerpt, headingOffsetUnder, plainText } from "../lib/site/rich-text-text";
import { itemListJsonLd, seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import { getCollection, loadSitePage, notFound } from "../lib/site/site-api.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Collection");
  const { collection, description } = data;
  return [
    ...seoMeta({
      siteTitle: site.title,
      pageTitle: collection.title,
      description:
        excerpt(plainText(description)) ||
        `${collection.title}: ${recipeCountText(collection.recipes.length)} from ${site.title}.`,
      origin: data.origin,
      path: `/collections/${collection.slug}`,
      image: socialImage(
        collection.image ?? collection.recipes[0]?.images[0] ?? site.featuredImage,
      ),
    }),
    itemListJsonLd(
      data.origin,
      collection.recipes.map((recipe) => ({ path: `/recipes/${recipe.slug}`, name: recipe.title })),
      collection.title,
    ),
  ];
};

export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  const collection = await getCollection(args, site, args.params.slug ?? "");
  if (!collection) {
    await redirectIfMoved(args, site.slug);
    throw notFound();
  }
  // The video (saved, else a youtube= paragraph) is worked out on the server: the page gets
  // text and one video id.
  const { description, videoId } = collectionPageVideo(collection);
  return {
    origin,
    collection: { ...collection, description: null, video: null },
    description,
    videoId,
  };
}

/** One collection: label, title, description, count and its recipes; a video at the bottom. */
export default function CollectionPage() {
  const { collection, description, videoId } = useLoaderData<typeof loader>();
  const count = collection.recipes.length;
  return (
    <div className="container page collection-page">
      <header className="collection-page__header">
        <p className="eyebrow">Recipe Collection</p>
        <h1>{collection.title}</h1>
        {collection.image ? (
          <CollectionCover image={collection.image} title={collection.title} />
        ) : null}
        {description ? (
          <RichText
            doc={description}
            headingOffset={headingOffsetUnder(description, 1)}
            className="prose collection-page__description"
          />
        ) : null}
        <p className="collection-page__count">{recipeCountText(count)}</p>
      </header>
      {count ? (
        <section aria-labelledby="collection-recipes">
          <h2 id="collection-recipes" className="visually-hidden">
            Recipes in this collection
          </h2>
          <RecipeGrid recipes={collection.recipes} eagerCount={3} />
        </section>
      ) : (
        <p className="empty-state">There are no recipes in this collection yet.</p>
      )}
      {videoId ? <YouTubeEmbed videoId={videoId} title={`${collection.title}: video`} /> : null}
      {/* Onward from the end of one collection; the home page is the only other way in. */}
      <p className="collection-page__more">
        <Link to="/collections">See all collections</Link>
      </p>
    </div>
  );
}
