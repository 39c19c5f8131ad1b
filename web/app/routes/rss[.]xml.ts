import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publishedRecipes } from "../lib/feeds/site-recipes.server";
import { rssXml } from "../lib/feeds/xml";
import { getPublicSite, resolveHost } from "../lib/host.server";

const FEED_SIZE = 20;

/** /rss.xml: a creator site's newest recipes, for feed readers. */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw new Response("Not found", { status: 404 });
  const origin = host.site.origin;
  const [site, recipes] = await Promise.all([
    getPublicSite(args, host.site.slug),
    publishedRecipes(args, host.site.slug, FEED_SIZE),
  ]);
  const xml = rssXml(
    {
      title: site.title,
      link: `${origin}/`,
      description: site.aboutShort ?? `Recipes from ${site.title}`,
      feedUrl: `${origin}/rss.xml`,
    },
    recipes.map((recipe) => {
      const cover = recipe.images[0];
      return {
        title: recipe.title,
        link: `${origin}/recipes/${recipe.slug}`,
        publishedAt: recipe.publishedAt ?? new Date().toISOString(),
        categories: [...recipe.categories, ...recipe.cuisines, ...recipe.meals].map(
          (term) => term.title,
        ),
        image: cover
          ? { url: `${origin}${cover.url}`, width: cover.width, height: cover.height }
          : undefined,
      };
    }),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
