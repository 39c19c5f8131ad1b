import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { loadEarlySignupList } from "../lib/platform/early-signups.server";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "Early sign-ups"),
  { name: "robots", content: "noindex" },
];

/** A list of people's addresses: never kept by any cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** /admin/early-signups on the platform host, for platform staff only (everyone else: 404). */
export async function loader(args: LoaderFunctionArgs) {
  return { earlySignups: await loadEarlySignupList(args) };
}

const day = (iso: string) => iso.slice(0, 10);

export default function EarlySignups() {
  const { earlySignups } = useLoaderData<typeof loader>();
  const confirmed = earlySignups.filter((row) => row.confirmed).length;
  return (
    <div className="container page stack">
      <h1>Early sign-ups</h1>
      <p>
        {earlySignups.length} sign-up{earlySignups.length === 1 ? "" : "s"}, {confirmed} confirmed.
      </p>
      {earlySignups.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Site name</th>
                <th scope="col">Status</th>
                <th scope="col">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {earlySignups.map((row) => (
                <tr key={row.id}>
                  <td>{row.email}</td>
                  <td>{row.siteName ?? "—"}</td>
                  <td>
                    {row.confirmed ? `Confirmed ${day(row.confirmedAt ?? "")}` : "Unconfirmed"}
                  </td>
                  <td>{day(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No sign-ups yet.</p>
      )}
    </div>
  );
}
