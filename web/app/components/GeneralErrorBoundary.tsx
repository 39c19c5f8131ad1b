import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { StatusPageData } from "../lib/root-data";

export const isStatusPage = (value: unknown): value is StatusPageData =>
  typeof value === "object" && value !== null && (value as StatusPageData).statusPage === true;

type StatusPage = Omit<StatusPageData, "statusPage">;

// Home by a full load: whatever failed here may have left the app's state behind it.
const HOME = [{ href: "/", label: "Go to Homepage" }];

const NOT_FOUND: StatusPage = {
  code: 404,
  heading: "Page not found",
  lines: ["The page you are looking for does not exist or has moved."],
  links: HOME,
};

const WENT_WRONG: StatusPage = {
  code: null,
  heading: "Something went wrong",
  lines: ["Sorry, we could not load this page. Please try again in a moment."],
  links: HOME,
};

/**
 * The one error page: the words the server chose for a host with no live site
 * (lib/site/closed-site.server.ts: no site there, or one that has closed), whose "home" would
 * be this same page; "Page not found" for other 404s; a polite apology for everything else.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const response = isRouteErrorResponse(error);
  if (!response) console.error(error);
  const { code, heading, lines, links } =
    response && isStatusPage(error.data)
      ? error.data
      : response && error.status === 404
        ? NOT_FOUND
        : WENT_WRONG;
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
