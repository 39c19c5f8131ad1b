import { type LinksFunction, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { getViewer } from "../lib/current-user.server";
import { resolveHost } from "../lib/host.server";
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

/** Signing in from here restores the account; the sign-in lands in the account area. */
const SIGN_IN_AGAIN = `/sign-in?${new URLSearchParams({ next: "/subscriptions" })}`;

/**
 * /account-deleted: where deleting an account lands, signed out. The undo window's last day
 * comes in the address (display only: the API decides what signing in again restores).
 * Someone signed in here has an account again (or another one): "deleted" would be untrue,
 * so they go to the account area.
 */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  const viewer = await getViewer(args, host);
  if (viewer.user) throw redirect("/subscriptions");
  const until = new URL(args.request.url).searchParams.get("until") ?? "";
  const day = /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(`${until}T00:00:00Z`) : null;
  return { until: day && !Number.isNaN(day.getTime()) ? DAY.format(day) : null };
}

export default function AccountDeletedPage() {
  const { until } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow stack">
      <h1>Your account is deleted</h1>
      <div role="status" className="stack">
        <p>
          You are signed out everywhere, and we sent you an e-mail about it. Changed your mind? Sign
          in again with the same e-mail address {until ? `before ${until}` : "within 30 days"}: your
          account, bookmarks, comments and free subscriptions come back.
        </p>
        <p>
          Paid subscriptions were cancelled and do not come back by themselves, since we never
          charge you without asking: after signing in, subscribe again on a site to rejoin it.
        </p>
      </div>
      <p>
        <Link to={SIGN_IN_AGAIN} className="button button--primary">
          Sign in to restore your account
        </Link>
      </p>
    </div>
  );
}
