import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { LinkList } from "../components/site/LinkList";
import { SiteImage } from "../components/site/SiteImage";
import { SocialLinks } from "../components/site/SocialLinks";
import { pageTitle, useRootData } from "../lib/root-data";
import { hasLinksPage } from "../lib/site/optional-pages";
import { seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import { loadSitePage, notFound } from "../lib/site/site-api.server";
import { siteContent } from "../lib/site/site-chrome";

const heading = (site: { linkPageHeading: string | null }) =>
  site.linkPageHeading?.trim() || "Links";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Links");
  return seoMeta({
    siteTitle: site.title,
    pageTitle: heading(site),
    description: site.aboutShort,
    origin: data.origin,
    path: "/links",
    image: socialImage(site.featuredImage),
  });
};

/** Only a site with links has this page. */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  if (!hasLinksPage(site)) throw notFound();
  return { origin, ...siteContent(site, ["links"]) };
}

export default function Links() {
  const site = useRootData()?.site;
  const { links } = useLoaderData<typeof loader>();
  if (!site) return null;
  return (
    <div className="container page links-page">
      <header className="links-page__header">
        {site.featuredImage ? (
          <SiteImage
            className="links-page__avatar"
            image={site.featuredImage}
            alt=""
            displayWidth={120}
            sizes="120px"
            eager
          />
        ) : null}
        <h1>{heading(site)}</h1>
      </header>
      <LinkList links={links} />
      <SocialLinks
        links={site.socialMediaLinks}
        siteTitle={site.title}
        className="links-page__social"
      />
    </div>
  );
}
