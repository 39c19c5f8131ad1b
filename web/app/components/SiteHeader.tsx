import { Link, useLocation, useNavigation } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import { useCallback, useEffect, useId, useState } from "react";
import { headerNavItems } from "../lib/site/nav";
import type { SiteChrome } from "../lib/site/site-chrome";
import { AccountMenu } from "./AccountMenu";
import { HeaderBookmarksLink } from "./account/HeaderBookmarksLink";
import { SignedOutLinks } from "./SignedOutLinks";
import { MenuButton } from "./site/MenuButton";
import { NavList } from "./site/NavList";
import type { Sheet } from "./site/Sheet";
import { SocialLinks } from "./site/SocialLinks";

/** The menu's sheet: fetched when a reader reaches for the hamburger, not with every page. */
const loadSheet = () => import("./site/Sheet");
const prefetchSheet = () => {
  loadSheet().catch(() => undefined);
};

/**
 * A creator site's header: logo or title (left or centred), navigation, social icons and
 * account actions. Below 768px the navigation moves into a bottom sheet behind a hamburger
 * (when script runs; without it the links stay in the header and wrap), and so does Create
 * Account, so that the header stays one row: menu, title, Sign In (or bookmarks, Account).
 */
export function SiteHeader({ site, user }: { site: SiteChrome; user: CurrentUser | null }) {
  const layout = site.headerLayout === "centered" ? "centered" : "left";
  const location = useLocation();
  const navigation = useNavigation();
  // While signing out the viewer is in between: the PENDING user of
  // docs/spec/visitor-experience.md §3.
  const userPending = navigation.state !== "idle" && navigation.formAction === "/sign-out";
  const items = headerNavItems(site, user, location.pathname, userPending);
  const [menuOpen, setMenuOpen] = useState(false);
  const [MenuSheet, setMenuSheet] = useState<typeof Sheet | null>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openMenu = () =>
    loadSheet().then(
      (module) => {
        setMenuSheet(() => module.Sheet);
        setMenuOpen(true);
      },
      // Not fetched (the network dropped): the menu stays shut and a later press retries.
      () => undefined,
    );

  // Spec: menu panels reset on route change.
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header
      className={`site-header site-header--${layout}`}
      data-pending={userPending || undefined}
    >
      <div className="container site-header__inner">
        <MenuButton
          className="site-header__menu-button"
          label="Menu"
          controls={menuId}
          expanded={menuOpen}
          onOpen={openMenu}
          onReach={prefetchSheet}
        />
        <Link to="/" className="site-header__brand" prefetch="intent">
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
          <NavList items={items} />
        </nav>
        <SocialLinks
          className="site-header__social"
          links={site.socialMediaLinks}
          siteTitle={site.title}
        />
        <div className="site-header__account">
          {user ? (
            <>
              <HeaderBookmarksLink />
              <AccountMenu user={user} variant="site" />
            </>
          ) : (
            <SignedOutLinks createLabel="Create Account" />
          )}
        </div>
      </div>
      {/* Kept once fetched, so the sheet's closing returns focus as it does for every sheet. */}
      {MenuSheet ? (
        <MenuSheet id={menuId} open={menuOpen} onClose={closeMenu} title="Menu" variant="dialog">
          <nav aria-label="Menu">
            <NavList className="menu-list" items={items} />
          </nav>
          {user ? null : <SignedOutLinks createLabel="Create Account" />}
          <SocialLinks links={site.socialMediaLinks} siteTitle={site.title} />
        </MenuSheet>
      ) : null}
    </header>
  );
}
