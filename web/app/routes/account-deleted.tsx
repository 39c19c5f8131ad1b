import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { pageTitle } from "../lib/root-data";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Your account is deleted");

const DAY = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * /account-deleted: where deleting an account lands, signed out. The undo window's last day
 * comes in the address (display only: the API decides what signing in again restores).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const until = new URL(request.url).searchParams.get("until") ?? "";
  const day = /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(`${until}T00:00:00Z`) : null;
  return { until: day && !Number.isNaN(day.getTime()) ? DAY.format(day) : null };
}

export default function AccountDeletedPage() {
  const { until } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow stack">
      <h1>Your account is deleted</h1>
      <p role="status">
        You are signed out everywhere. Changed your mind? Sign in again with the same e-mail address{" "}
        {until ? `before ${until}` : "within 30 days"} and everything comes back.
      </p>
    </div>
  );
}
