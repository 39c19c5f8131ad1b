import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SitePageText, sitePageTextMeta } from "../components/site/SitePageText";
import { loadSitePageText } from "../lib/site/site-pages.server";

export const meta = sitePageTextMeta("privacy", {
  title: "Privacy",
  description: (siteTitle) => `What ${siteTitle} collects about you, why, and your choices.`,
});

/**
 * /privacy on every site: the creator's notice, or the platform's default (what is kept:
 * account e-mail, comments, subscriptions, payments through Stripe, cookies) until they
 * write their own. Public data, edge-cached like /terms.
 */
export const loader = (args: LoaderFunctionArgs) => loadSitePageText(args, "privacy");

export default function Privacy() {
  const { body } = useLoaderData<typeof loader>();
  return <SitePageText kind="privacy" title="Privacy" body={body} />;
}
