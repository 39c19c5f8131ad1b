import { Link } from "@remix-run/react";
import { offersNewsletter } from "../lib/interactions/newsletter-modal";
import { PRODUCT_NAME } from "../lib/product";
import { useRootData } from "../lib/root-data";
import type { SiteChrome } from "../lib/site/site-chrome";
import { SocialLinks } from "./site/SocialLinks";
import { FooterNewsletterForm } from "./subscribe/FooterNewsletterForm";
import { openNewsletterModal } from "./subscribe/newsletter-modal-store";

type Props = { site: SiteChrome; year: number; platformOrigin: string };

/**
 * A creator site's footer: the newsletter form, logo and blurb, social links, page links
 * (with the Newsletter button that opens the modal), copyright and the platform credit.
 * The newsletter pieces are for visitors who could still subscribe: not on sites without
 * newsletters, never for signed-in subscribers (an anonymous cached page has no viewer, so
 * it always offers them). Every site has /contact, /terms and /privacy (routes/contact.tsx,
 * terms.tsx, privacy.tsx).
 */
export function SiteFooter({ site, year, platformOrigin }: Props) {
  const user = useRootData()?.user ?? null;
  const newsletter = offersNewsletter(site, user);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {newsletter ? <FooterNewsletterForm defaultEmail={user?.email} /> : null}
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
            {site.pages.about ? (
              <li>
                <Link to="/about">About</Link>
              </li>
            ) : null}
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            {newsletter ? (
              <li>
                <button
                  type="button"
                  className="link-button"
                  aria-haspopup="dialog"
                  onClick={openNewsletterModal}
                >
                  Newsletter
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p>
            © {year} {site.title}. All rights reserved.
          </p>
          {/* Apart from the sentence and from each other: on a phone they were one wrapped
              line of small links, Terms at its end and Privacy under it. */}
          <p className="site-footer__legal-links">
            <Link to="/terms">Terms</Link>
            <Link to="/privacy">Privacy</Link>
            <span>
              Built with <a href={platformOrigin}>{PRODUCT_NAME}</a>
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
