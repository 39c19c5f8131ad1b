import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import kitchenStyles from "../kitchen/kitchen.css?url";
import { restoredLanding, restoredNotice } from "../kitchen/settings/restored-site";
import { callApi, segment } from "../lib/api.server";
import { getViewer } from "../lib/current-user.server";
import { useDayOf } from "../lib/days";
import { siteKitchenHop } from "../lib/familiar-paths.server";
import { resolveHost } from "../lib/host.server";
import { HOST_MEMO_SECONDS } from "../lib/host-memo";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";
import { readSessionToken } from "../lib/session.server";
import { useArrivalParams } from "../lib/use-arrival-params";

// The kitchen's own sheet (its notices), fetched here before the first site's kitchen opens.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: kitchenStyles }];
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Kitchen");

/**
 * The kitchen's root: the sites this person runs, and the ones they deleted that can still
 * be restored. It lives on the platform host; a site's own /kitchen leads to that site's
 * kitchen there.
 */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind === "site") throw await siteKitchenHop(args, host.site.slug, "/kitchen");
  const viewer = await getViewer(args, host);
  if (!viewer.user) throw redirect(`/sign-in?${new URLSearchParams({ next: "/kitchen" })}`);
  const result = await callApi(args, (api) => api.manage.sites.$get(), {
    token: readSessionToken(args.request),
  });
  if (!result.ok) throw data(null, { status: result.status });
  return {
    sites: result.body.sites,
    deletedSites: result.body.deletedSites,
    email: viewer.user.email,
  };
}

/** Restore: undoes a site's deletion within its window, then shows it among the live sites. */
export async function action(args: ActionFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "platform") throw data(null, { status: 404 });
  const token = readSessionToken(args.request);
  if (!token) throw redirect(`/sign-in?${new URLSearchParams({ next: "/kitchen" })}`);
  const form = await readForm(args.request);
  const slug = String(form.get("slug") ?? "");
  const result = await callApi(
    args,
    (api) =>
      api.manage["deleted-sites"][":siteSlug"].restore.$post({
        param: { siteSlug: segment(slug) },
      }),
    { token },
  );
  if (result.ok) return redirect(restoredLanding(slug, result.body));
  if (result.status >= 500) console.error(`Restore ${slug} failed: API ${result.status}`);
  return data(
    { error: result.status === 404 ? "That site can no longer be restored." : "Please try again." },
    result.status >= 500 ? 502 : result.status,
  );
}

/** What a deletion or a restore hands this page (restored-site.ts `restoredLanding`). */
const ARRIVAL = ["deleted", "restored", "plan", "domains"];

export default function KitchenPage() {
  const dayOf = useDayOf();
  const { sites, deletedSites, email } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  // Said once, and read first: the deletion or restore that led here.
  const arrival = useArrivalParams(ARRIVAL);
  const deleted = deletedSites.find((site) => site.slug === arrival.get("deleted"));
  const restored = sites.find((site) => site.slug === arrival.get("restored"));
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (arrival.size) notice.current?.focus();
  }, [arrival]);
  return (
    <div className="container page stack">
      <h1>Your kitchen</h1>
      <p className="subdued">
        Signed in as <strong>{email}</strong>
      </p>
      {deleted ? (
        <p ref={notice} tabIndex={-1} role="status" className="notice notice--success">
          {deleted.title} was deleted: its pages go offline within {HOST_MEMO_SECONDS} seconds. You
          can restore it until {dayOf(deleted.purgeAt)}. If it had the Pro plan, the plan ends with
          the period you paid for; restoring the site before then keeps it.
        </p>
      ) : null}
      {restored ? (
        <p ref={notice} tabIndex={-1} role="status" className="notice notice--success">
          {restoredNotice(restored.title, arrival)}
        </p>
      ) : null}
      {failed?.error ? (
        <p role="alert" className="notice notice--warning">
          {failed.error}
        </p>
      ) : null}
      {sites.length === 0 ? (
        <section className="panel stack kitchen-start" aria-labelledby="kitchen-start-heading">
          <h2 id="kitchen-start-heading">You don't run a recipe site yet.</h2>
          <p>Pick a name and an address; you can write recipes and change its look right after.</p>
          <p>
            <Link className="button button--primary" to="/create">
              Create your site
            </Link>
          </p>
        </section>
      ) : (
        <>
          <ul className="kitchen-sites" aria-label="Your sites">
            {sites.map((site) => (
              <li key={site.id} className="kitchen-site">
                <h2>{site.title}</h2>
                <p className="subdued">{site.role === "owner" ? "Owner" : "Manager"}</p>
                <div className="kitchen-site__actions">
                  <Link className="button button--primary" to={`/kitchen/${site.slug}`}>
                    Open kitchen<span className="visually-hidden"> of {site.title}</span>
                  </Link>
                  <a href={site.url}>View {site.url.replace(/^https?:\/\//, "")}</a>
                </div>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/create">Create another site</Link>
          </p>
        </>
      )}
      {deletedSites.length ? (
        <section className="stack" aria-labelledby="deleted-sites-heading">
          <h2 id="deleted-sites-heading">Deleted sites</h2>
          <ul className="kitchen-sites" aria-label="Deleted sites">
            {deletedSites.map((site) => (
              <li key={site.id} className="kitchen-site">
                <h3>{site.title}</h3>
                <p className="subdued">
                  Deleted {dayOf(site.deletedAt)}. Removed for good on {dayOf(site.purgeAt)} unless
                  you restore it.
                </p>
                <Form method="post">
                  <input type="hidden" name="slug" value={site.slug} />
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={`Restore ${site.title}`}
                  >
                    Restore
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
