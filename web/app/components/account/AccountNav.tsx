import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ACCOUNT_SECTIONS } from "../../lib/account";

/**
 * The account area's own navigation between its pages. NavLink marks the page being
 * shown with aria-current="page", which the styles also use for the selected look. On a
 * phone the tabs are one row that scrolls sideways (account.css), so the current one is
 * brought into that row's view.
 */
export function AccountNav() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    // The nav is the link's offset parent (position: relative): its offsets are the row's.
    const { offsetLeft, offsetWidth } = current;
    const hidden =
      offsetLeft < nav.scrollLeft || offsetLeft + offsetWidth > nav.scrollLeft + nav.clientWidth;
    if (hidden) nav.scrollLeft = offsetLeft - (nav.clientWidth - offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav className="account-nav" aria-label="Account" ref={navRef}>
      <ul className="account-nav__list">
        <li>
          {/* Not an account section: the list lives on every host, this one included. First,
              as in the account menu: it is the page a reader opens most. */}
          <NavLink className="account-nav__link" to="/shopping-list" end>
            Shopping list
          </NavLink>
        </li>
        {ACCOUNT_SECTIONS.map(({ section, label }) => (
          <li key={section}>
            <NavLink className="account-nav__link" to={`/${section}`} prefetch="intent" end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
