import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { StatusPageData } from "../lib/root-data";

export const isStatusPage = (value: unknown): value is StatusPageData =>
  typeof value === "object" && value !== null && (value as StatusPageData).statusPage === true;

/**
 * The one error page: "Page not found" for 404s, a polite apology for everything else, and
 * the words the server chose for a host with no live site (lib/site/closed-site.server.ts:
 * no site there, or one that has closed), whose "home" would be this same page.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && isStatusPage(error.data)) {
    const { code, heading, lines, links } = error.data;
    return (
      <div className="container page page--narrow status-page">
        {code ? <p className="status-page__code">{code}</p> : null}
        <h1>{heading}</h1>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="button-row status-page__links">
          {links.map(({ href, label }, index) => (
            <a
              key={href}
              className={`button ${index ? "button--secondary" : "button--primary"}`}
              href={href}
            >
              {label}
            </a>
          ))}
        </p>
      </div>
    );
  }

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="container page page--narrow status-page">
        <p className="status-page__code">404</p>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link className="button button--primary" to="/">
          Go to Homepage
        </Link>
      </div>
    );
  }

  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="container page page--narrow status-page">
      <h1>Something went wrong</h1>
      <p>Sorry, we could not load this page. Please try again in a moment.</p>
      <Link className="button button--primary" to="/" reloadDocument>
        Go to Homepage
      </Link>
    </div>
  );
}
