import { Link } from "@remix-run/react";
import type { HomeSite } from "../../lib/site/site-chrome";
import { SiteImage } from "./SiteImage";
import { SocialLinks } from "./SocialLinks";

/**
 * The home page's about section (docs/spec/visitor-experience.md §2 "Short bio card"): featured
 * image, short about text, 'Learn More' to /about when the site has about content, and up to three
 * social links.
 */
export function BioCard({ site }: { site: HomeSite }) {
  const about = site.pages.about;
  if (!site.aboutShort && !about && !site.featuredImage) return null;
  return (
    <section className="bio-card" aria-labelledby="bio-card-title">
      {site.featuredImage ? (
        <SiteImage
          className="bio-card__image"
          image={site.featuredImage}
          alt=""
          displayWidth={240}
          sizes="240px"
        />
      ) : null}
      <div className="bio-card__text">
        <h2 id="bio-card-title">{site.aboutHeading || "About"}</h2>
        {site.aboutShort ? <p>{site.aboutShort}</p> : null}
        <SocialLinks links={site.socialMediaLinks} siteTitle={site.title} max={3} />
        {about ? (
          <Link className="button button--secondary" to="/about" prefetch="intent">
            Learn More<span className="visually-hidden"> about {site.title}</span>
          </Link>
        ) : null}
      </div>
    </section>
  );
}
