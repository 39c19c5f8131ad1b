import { NavLink } from "@remix-run/react";
import { ACCOUNT_SECTIONS } from "../../lib/account";

/**
 * The account area's own navigation between its pages. NavLink marks the page being
 * shown with aria-current="page", which the styles also use for the selected look.
 */
export function AccountNav() {
  return (
    <nav className="account-nav" aria-label="Account">
      <ul className="account-nav__list">
        {ACCOUNT_SECTIONS.map(({ section, label }) => (
          <li key={section}>
            <NavLink className="account-nav__link" to={`/${section}`} prefetch="intent" end>
              {label}
            </NavLink>
          </li>
        ))}
        <li>
          {/* Not an account section: the list lives on every host, this one included. */}
          <NavLink className="account-nav__link" to="/shopping-list" end>
            Shopping list
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
