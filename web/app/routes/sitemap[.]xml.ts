import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publishedRecipes } from "../lib/feeds/site-recipes.server";
import { sitemapXml } from "../lib/feeds/xml";
import { getPublicSite, resolveHost } from "../lib/host.server";
import { getContributors } from "../lib/site/site-api.server";

/** /sitemap.xml of a creator site: its pages and every published recipe. */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw new Response("Not found", { status: 404 });
  const origin = host.site.origin;
  // Each call needs only the slug, so the three run side by side.
  const [site, recipes, contributors] = await Promise.all([
    getPublicSite(args, host.site.slug),
    publishedRecipes(args, host.site.slug, 49_000),
    getContributors(args, host.site),
  ]);
  const pages = ["/", "/recipes", "/collections"];
  if (site.about) pages.push("/about");
  if (site.links?.length) pages.push("/links");
  if (site.events?.length) pages.push("/events");
  if (contributors.length) pages.push("/contributors");
  const xml = sitemapXml([
    ...pages.map((path) => ({ loc: `${origin}${path}` })),
    ...recipes.map((recipe) => ({
      loc: `${origin}/recipes/${recipe.slug}`,
      lastmod: recipe.publishedAt ?? undefined,
    })),
  ]);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
