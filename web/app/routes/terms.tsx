import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SitePageText, sitePageTextMeta } from "../components/site/SitePageText";
import { loadSitePageText } from "../lib/site/site-pages.server";

export const meta = sitePageTextMeta("terms", {
  title: "Terms",
  description: (siteTitle) => `The terms of use of ${siteTitle}.`,
});

/**
 * /terms on every site: the creator's terms, or the platform's default until they write
 * their own. Server-rendered from public data, so the edge caches it like any site page.
 */
export const loader = (args: LoaderFunctionArgs) => loadSitePageText(args, "terms");

export default function Terms() {
  const { body } = useLoaderData<typeof loader>();
  return <SitePageText kind="terms" title="Terms" body={body} />;
}
