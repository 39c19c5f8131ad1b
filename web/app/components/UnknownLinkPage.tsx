import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The 404 of a page an e-mail links to with a signed token that did not check out (a link
 * copied incompletely, say): what happened, and where to go instead.
 */
export function UnknownLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page page--narrow status-page">
      <p className="status-page__code">404</p>
      <h1>{title}</h1>
      <p>{children}</p>
      <Link className="button button--primary" to="/">
        Go to Homepage
      </Link>
    </div>
  );
}
