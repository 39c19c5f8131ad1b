import { Link } from "@remix-run/react";
import { PRODUCT_NAME } from "../lib/product";

/** The platform host's footer. */
export function PlatformFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/sign-in">Sign In</Link>
            </li>
            <li>
              <Link to="/sign-up">Create Account</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p>
            © {year} {PRODUCT_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
