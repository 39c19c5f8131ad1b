import { Link, useLocation } from "@remix-run/react";
import { signInHref } from "../lib/next-path";

/** Sign in and create-account links that bring the visitor back to the page they were on. */
export function SignedOutLinks({ createLabel }: { createLabel: string }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <ul className="header-actions">
      <li>
        <Link className="button button--secondary" to={signInHref("/sign-in", here)}>
          Sign In
        </Link>
      </li>
      <li className="header-actions__create">
        <Link className="button button--primary" to={signInHref("/sign-up", here)}>
          {createLabel}
        </Link>
      </li>
    </ul>
  );
}
