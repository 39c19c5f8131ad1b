import { Link } from "@remix-run/react";
import type { PublicSite } from "../../../schema/api/public-site";
import { PRODUCT_NAME } from "../lib/product";
import { hasAboutPage } from "../lib/site/nav";
import { SocialLinks } from "./site/SocialLinks";

type Props = { site: PublicSite; year: number; platformOrigin: string };

/**
 * A creator site's footer: the newsletter call, logo and blurb, social links, page links,
 * copyright and the platform credit. The newsletter form itself comes with the subscribe
 * work; until then the call links to /subscribe. Contact is left out: the site has no
 * contact page to link to.
 */
export function SiteFooter({ site, year, platformOrigin }: Props) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {site.newslettersEnabled ? (
          <section className="site-footer__newsletter" aria-labelledby="footer-newsletter-title">
            <h2 id="footer-newsletter-title">Get recipes straight to your inbox!</h2>
            <Link className="button button--primary" to="/subscribe">
              Subscribe
            </Link>
          </section>
        ) : null}
        <div className="site-footer__about">
          <Link to="/" className="site-footer__brand">
            {site.logo ? (
              <img
                className="site-footer__logo"
                src={site.logo.url}
                width={site.logo.width}
                height={site.logo.height}
                alt={site.title}
                loading="lazy"
              />
            ) : (
              site.title
            )}
          </Link>
          {site.aboutShort ? <p className="site-footer__blurb">{site.aboutShort}</p> : null}
          <SocialLinks links={site.socialMediaLinks} siteTitle={site.title} />
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/recipes">Recipes</Link>
            </li>
            {hasAboutPage(site) ? (
              <li>
                <Link to="/about">About</Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p>
            © {year} {site.title}. All rights reserved.
          </p>
          <p>
            Built with <a href={platformOrigin}>{PRODUCT_NAME}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
