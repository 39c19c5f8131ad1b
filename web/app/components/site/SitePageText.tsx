import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import type { SitePageResponse } from "@schema/api/site-pages";
import { pageTitle } from "../../lib/root-data";
import { headingOffsetUnder } from "../../lib/site/rich-text-text";
import { seoMeta, siteFromMatches } from "../../lib/site/seo";
import { RichText } from "../rich-text/RichText";

/**
 * A site's /terms and /privacy: a heading over the creator's text or the platform's default.
 * The routes differ only in which page and its words, so they share this and the meta below
 * (their loader is site-pages.server.ts's loadSitePageText).
 */
export type SitePageTextData = { origin: string; body: SitePageResponse["body"] };

type Words = { title: string; description: (siteTitle: string) => string };

export function sitePageTextMeta(kind: SitePageResponse["kind"], words: Words) {
  return ({ matches, data }: MetaArgs<() => SitePageTextData>): MetaDescriptor[] => {
    const site = siteFromMatches(matches);
    if (!site || !data) return pageTitle(matches, words.title);
    return seoMeta({
      siteTitle: site.title,
      pageTitle: words.title,
      description: words.description(site.title),
      origin: data.origin,
      path: `/${kind}`,
    });
  };
}

export function SitePageText({
  kind,
  title,
  body,
}: {
  kind: SitePageResponse["kind"];
  title: string;
  body: SitePageResponse["body"];
}) {
  return (
    <div className={`container page page--narrow ${kind}-page`}>
      <h1>{title}</h1>
      <RichText doc={body} headingOffset={headingOffsetUnder(body, 1)} className="prose" />
    </div>
  );
}
