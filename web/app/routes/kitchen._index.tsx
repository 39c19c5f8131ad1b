import { data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { apiFetch } from "../lib/api.server";
import { getViewer } from "../lib/current-user.server";
import { resolveHost } from "../lib/host.server";
import { pageTitle } from "../lib/root-data";
import { readSessionToken } from "../lib/session.server";

type ManagedSite = {
  id: string;
  slug: string;
  title: string;
  role: "owner" | "manager";
  url: string;
};

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Kitchen");

/** The kitchen's root: the sites this person runs. It lives on the platform host only. */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "platform") throw data(null, { status: 404 });
  const viewer = await getViewer(args, host);
  if (!viewer.user) throw redirect(`/sign-in?${new URLSearchParams({ next: "/kitchen" })}`);
  const result = await apiFetch<{ sites: ManagedSite[] }>(args, "/manage/sites", {
    token: readSessionToken(args.request),
  });
  if (!result.ok) throw data(null, { status: result.status });
  return { sites: result.body.sites, email: viewer.user.email };
}

export default function KitchenPage() {
  const { sites, email } = useLoaderData<typeof loader>();
  return (
    <div className="container page stack">
      <h1>Your kitchen</h1>
      <p className="subdued">
        Signed in as <strong>{email}</strong>
      </p>
      {sites.length === 0 ? (
        <p>You don't run a recipe site yet.</p>
      ) : (
        <ul className="kitchen-sites" aria-label="Your sites">
          {sites.map((site) => (
            <li key={site.id} className="kitchen-site">
              <h2>{site.title}</h2>
              <p className="subdued">{site.role === "owner" ? "Owner" : "Manager"}</p>
              <a href={site.url}>View {site.url.replace(/^https?:\/\//, "")}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
