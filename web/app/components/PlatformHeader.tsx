import { Link, NavLink } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import { PRODUCT_NAME } from "../lib/product";
import { AccountMenu } from "./AccountMenu";
import { SignedOutLinks } from "./SignedOutLinks";

/** The platform host's header: product name, and the kitchen or the sign-in actions. */
export function PlatformHeader({ user }: { user: CurrentUser | null }) {
  return (
    <header className="site-header site-header--left">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          {PRODUCT_NAME}
        </Link>
        {user ? (
          <>
            <nav className="site-nav" aria-label="Main">
              <ul>
                <li>
                  <NavLink to="/kitchen">Kitchen</NavLink>
                </li>
              </ul>
            </nav>
            <div className="site-header__account">
              <AccountMenu user={user} variant="platform" />
            </div>
          </>
        ) : (
          <div className="site-header__account">
            <SignedOutLinks createLabel="Sign Up" />
          </div>
        )}
      </div>
    </header>
  );
}
