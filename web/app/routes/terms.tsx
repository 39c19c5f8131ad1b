import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { RichText } from "../components/rich-text/RichText";
import { pageTitle } from "../lib/root-data";
import { headingOffsetUnder } from "../lib/site/rich-text-text";
import { seoMeta, siteFromMatches } from "../lib/site/seo";
import { loadSitePage } from "../lib/site/site-api.server";
import { getSitePage } from "../lib/site/site-pages.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Terms");
  return seoMeta({
    siteTitle: site.title,
    pageTitle: "Terms",
    description: `The terms of use of ${site.title}.`,
    origin: data.origin,
    path: "/terms",
  });
};

/**
 * /terms on every site: the creator's terms, or the platform's default until they write
 * their own. Server-rendered from public data, so the edge caches it like any site page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  const page = await getSitePage(args, site, "terms");
  return { origin, body: page.body };
}

export default function Terms() {
  const { body } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow terms-page">
      <h1>Terms</h1>
      <RichText doc={body} headingOffset={headingOffsetUnder(body, 1)} className="prose" />
    </div>
  );
}
