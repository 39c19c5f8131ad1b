import { Link } from "@remix-run/react";
import type { PublicSite } from "../../../schema/api/public-site";
import { PRODUCT_NAME } from "../lib/product";

type Props = { site: PublicSite; year: number; platformOrigin: string };

/** A creator site's footer: newsletter call, links, copyright and the platform credit. */
export function SiteFooter({ site, year, platformOrigin }: Props) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title">Get recipes straight to your inbox!</h2>
          {/* The newsletter form goes here (subscribe issue). */}
        </section>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/recipes">Recipes</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p>
            © {year} {site.title}
          </p>
          <p>
            Built with <a href={platformOrigin}>{PRODUCT_NAME}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
