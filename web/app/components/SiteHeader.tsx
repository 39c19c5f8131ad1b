import { Link, NavLink } from "@remix-run/react";
import type { CurrentUser } from "../../../schema/api/identity";
import type { PublicSite } from "../../../schema/api/public-site";
import { safeHref } from "../lib/links";
import { AccountMenu } from "./AccountMenu";
import { SignedOutLinks } from "./SignedOutLinks";

/** A creator site's header: logo or title (left or centred), navigation, account actions. */
export function SiteHeader({ site, user }: { site: PublicSite; user: CurrentUser | null }) {
  const layout = site.headerLayout === "centered" ? "centered" : "left";
  return (
    <header className={`site-header site-header--${layout}`}>
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          {site.logo ? (
            <img
              className="site-header__logo"
              src={site.logo.url}
              width={site.logo.width}
              height={site.logo.height}
              alt={site.title}
            />
          ) : (
            site.title
          )}
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul>
            <li>
              <NavLink to="/recipes">All Recipes</NavLink>
            </li>
            {site.headerLinks.map((link) => {
              const href = safeHref(link.href);
              if (!href) return null;
              return (
                <li key={`${link.label}-${href}`}>
                  <a
                    href={href}
                    {...(link.openInNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {link.label}
                    {link.openInNewTab ? (
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    ) : null}
                  </a>
                </li>
              );
            })}
            <li>
              <NavLink to="/about">About</NavLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__account">
          {user ? (
            <AccountMenu user={user} variant="site" />
          ) : (
            <SignedOutLinks createLabel="Create Account" />
          )}
        </div>
      </div>
    </header>
  );
}
