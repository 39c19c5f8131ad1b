import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { RecipePage } from "../components/recipe/RecipePage";
import { CookbookBar } from "../components/site/CookbookBar";
import { useDocumentMarkup } from "../lib/document-markup";
import { KEEP_HEADER } from "../lib/offline/offline-rules";
import { SOCIAL_IMAGE } from "../lib/recipe-page/image-url";
import { loadRecipePage } from "../lib/recipe-page/recipe-page.server";
import { pageTitle, type RootData, useRootData } from "../lib/root-data";
import { seoMeta } from "../lib/site/seo";
import printStyles from "../styles/print.css?url";
import recipeStyles from "../styles/recipe.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: recipeStyles },
  { rel: "stylesheet", href: printStyles, media: "print" },
];

export const loader = (args: LoaderFunctionArgs) => loadRecipePage(args);

/** Only the loader knows whether the page is personal (signed in, preview) and may be kept offline. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  const keep = loaderHeaders.get(KEEP_HEADER);
  if (keep) headers.set(KEEP_HEADER, keep);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageTitle(matches, "Page not found");
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const { recipe } = data;
  const tags = seoMeta({
    siteTitle: root?.site?.title ?? "",
    pageTitle: recipe.title,
    description: data.description,
    origin: data.origin,
    path: `/recipes/${recipe.slug}`,
    image: data.shareImageUrl ? { url: data.shareImageUrl, ...SOCIAL_IMAGE } : null,
    type: "article",
  });
  if (recipe.publishedAt) {
    tags.push({ property: "article:published_time", content: recipe.publishedAt });
  }
  if (data.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
};

export default function RecipeRoute() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const jsonLd = useDocumentMarkup("jsonLd", data.jsonLd);
  if (!root?.site) return null;
  return (
    <>
      <script
        // A new element for another recipe: one hydrated with its server content keeps it.
        key={data.recipe.id}
        type="application/ld+json"
        // JSON with < > & escaped (json-ld.ts serializeJsonLd), so it cannot end the script.
        dangerouslySetInnerHTML={{ __html: jsonLd ?? "" }}
        suppressHydrationWarning
      />
      {root.site.layout === "cookbook" ? (
        <nav className="container cookbook-recipe-bar" aria-label="Book">
          <CookbookBar title={root.site.title} linkHome />
        </nav>
      ) : null}
      <RecipePage data={data} site={root.site} user={root.user} />
    </>
  );
}
