import { Link } from "@remix-run/react";
import { PRODUCT_NAME } from "../lib/product";

/** The platform host's footer (the kitchen's too): sign-in links only for the signed out. */
export function PlatformFooter({ year, signedIn }: { year: number; signedIn: boolean }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {signedIn ? (
              <li>
                <Link to="/kitchen">Kitchen</Link>
              </li>
            ) : (
              <>
                <li>
                  <Link to="/sign-in">Sign In</Link>
                </li>
                <li>
                  <Link to="/sign-up">Create Account</Link>
                </li>
              </>
            )}
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
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
