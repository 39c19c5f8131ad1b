import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { UnknownHostData } from "../lib/root-data";

const isUnknownHost = (value: unknown): value is UnknownHostData =>
  typeof value === "object" && value !== null && (value as UnknownHostData).unknownHost === true;

/** The one error page: "Page not found" for 404s, a polite apology for everything else. */
export function GeneralErrorBoundary() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    // A host no site answers on: its "home" would be this same page, so point at the platform.
    const unknownHost = isUnknownHost(error.data) ? error.data : null;
    return (
      <div className="container page page--narrow status-page">
        <p className="status-page__code">404</p>
        <h1>Page not found</h1>
        {unknownHost ? (
          <>
            <p>There is no recipe site at this address.</p>
            <a className="button button--primary" href={unknownHost.platformOrigin}>
              Go to the platform home
            </a>
          </>
        ) : (
          <>
            <p>The page you are looking for does not exist or has moved.</p>
            <Link className="button button--primary" to="/">
              Go to Homepage
            </Link>
          </>
        )}
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
