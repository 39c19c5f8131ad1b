import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { RichText } from "../components/rich-text/RichText";
import { SiteImage } from "../components/site/SiteImage";
import { SocialLinks } from "../components/site/SocialLinks";
import { pageTitle, useRootData } from "../lib/root-data";
import { hasAboutPage } from "../lib/site/optional-pages";
import { excerpt, headingOffsetUnder, plainText } from "../lib/site/rich-text-text";
import { seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import { getContributors, loadSitePage, notFound } from "../lib/site/site-api.server";
import { siteContent } from "../lib/site/site-chrome";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "About");
  return seoMeta({
    siteTitle: site.title,
    pageTitle: site.aboutHeading || "About",
    description: site.aboutShort || excerpt(plainText(data.about)),
    origin: data.origin,
    path: "/about",
    image: socialImage(site.featuredImage),
    type: "profile",
  });
};

/** Only a site with about content has this page. */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  if (!hasAboutPage(site)) throw notFound();
  // The people the site credits belong with its story; otherwise only a recipe's byline
  // leads to them.
  const contributors = await getContributors(args, site);
  return { origin, hasContributors: contributors.length > 0, ...siteContent(site, ["about"]) };
}

export default function About() {
  const site = useRootData()?.site;
  const { about, hasContributors } = useLoaderData<typeof loader>();
  if (!site) return null;
  return (
    <div className="container page about-page">
      <header className="about-page__header">
        {site.featuredImage ? (
          <SiteImage
            className="about-page__portrait"
            image={site.featuredImage}
            alt={site.owner.displayName ?? site.title}
            displayWidth={240}
            sizes="240px"
            eager
          />
        ) : null}
        <h1>{site.aboutHeading || "About"}</h1>
        <SocialLinks links={site.socialMediaLinks} siteTitle={site.title} />
      </header>
      <RichText
        doc={about}
        headingOffset={headingOffsetUnder(about, 1)}
        className="prose about-page__text"
      />
      {hasContributors ? (
        <p className="about-page__contributors">
          <Link to="/contributors">Meet the people {site.title} credits on its recipes</Link>
        </p>
      ) : null}
    </div>
  );
}
