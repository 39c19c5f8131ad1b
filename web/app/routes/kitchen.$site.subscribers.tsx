import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, type MetaFunction, useLoaderData, useNavigation } from "@remix-run/react";
import type { SubscriberListResponse } from "../../../schema/api/manage-subscribers";
import type { SuppressionListResponse } from "../../../schema/api/newsletters";
import { SuppressionList } from "../kitchen/newsletters/SuppressionList";
import { formatDay } from "../kitchen/sections/dates";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { pageInfo } from "../kitchen/sections/paging";
import sectionStyles from "../kitchen/sections.css?url";
import { manageFetch, requireKitchenSite } from "../kitchen/shared/manager.server";
import { segment, unexpectedApiResult } from "../lib/api.server";
import { formatPriceCents } from "../lib/site/format";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Subscribers");

const PAGE_SIZE = 50;
const PLANS = [
  { value: "free", label: "Free" },
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
] as const;
type Plan = (typeof PLANS)[number]["value"];

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment due",
  canceled: "Canceled",
  incomplete: "Incomplete",
};

/** The list's filters as they appear in the address (so a filtered view can be shared and reloaded). */
function filtersOf(url: URL) {
  const plan = url.searchParams.get("plan");
  const offset = Number(url.searchParams.get("offset") ?? 0);
  return {
    query: (url.searchParams.get("query") ?? "").trim().slice(0, 254),
    plan: PLANS.some((option) => option.value === plan) ? (plan as Plan) : null,
    offset: Number.isInteger(offset) && offset > 0 ? Math.min(offset, 1_000_000) : 0,
  };
}

/**
 * /kitchen/{site}/subscribers: search by e-mail, filter by plan, page, export as CSV; and
 * the addresses newsletters are suppressed for.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const filters = filtersOf(new URL(args.request.url));
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(filters.offset) });
  if (filters.query) params.set("query", filters.query);
  if (filters.plan) params.set("plan", filters.plan);
  const [result, suppressions] = await Promise.all([
    manageFetch<SubscriberListResponse>(args, `/${segment(site.slug)}/subscribers?${params}`),
    manageFetch<SuppressionListResponse>(args, `/${segment(site.slug)}/suppressions`),
  ]);
  if (!result.ok) throw unexpectedApiResult(result, "subscribers");
  // The subscriber list is the page; a failed suppression list only says so in its section.
  if (!suppressions.ok) console.error(`Suppressions ${site.slug}: API ${suppressions.status}`);
  return {
    siteSlug: site.slug,
    filters,
    ...result.body,
    suppressions: suppressions.ok ? suppressions.body.suppressions : null,
  };
}

/** The address of this list with some filters changed (offset back to the start unless given). */
function listHref(filters: { query: string; plan: Plan | null }, offset = 0, base = "") {
  const params = new URLSearchParams();
  if (filters.query) params.set("query", filters.query);
  if (filters.plan) params.set("plan", filters.plan);
  if (offset) params.set("offset", String(offset));
  const search = params.toString();
  return `${base}${search ? `?${search}` : ""}`;
}

export default function SubscriberList() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { filters, counts, total } = data;
  const paging = pageInfo(total, data.limit, data.offset);
  const filtered = Boolean(filters.query || filters.plan);
  const loading =
    navigation.state === "loading" && navigation.location.pathname.endsWith("/subscribers");
  const csvHref = listHref(
    filters,
    0,
    `/kitchen/${encodeURIComponent(data.siteSlug)}/subscribers.csv`,
  );

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Subscribers</h1>
        <div className="kpage-header__actions">
          <a className="button button--secondary" href={csvHref} download>
            Export {filtered ? "these" : "all"} as CSV
          </a>
        </div>
      </header>

      <section aria-labelledby="subscriber-counts">
        <h2 id="subscriber-counts" className="visually-hidden">
          Current subscribers by plan
        </h2>
        <ul className="stat-list">
          <li className="stat">
            <span className="stat__value">{counts.total}</span>{" "}
            <span className="stat__label">subscribed now</span>
          </li>
          {PLANS.map((plan) => (
            <li key={plan.value} className="stat">
              <span className="stat__value">{counts[plan.value]}</span>{" "}
              <span className="stat__label">{plan.label.toLowerCase()}</span>
            </li>
          ))}
        </ul>
        <p className="field__hint">
          Counts include active, trial and payment-due subscriptions, whatever the filters.
        </p>
      </section>

      <Form method="get" className="list-filters" role="search" aria-label="Subscribers">
        <div className="field kfield">
          <label htmlFor="subscriber-query">Search by e-mail</label>
          <input
            id="subscriber-query"
            type="search"
            name="query"
            defaultValue={filters.query}
            maxLength={254}
          />
        </div>
        <div className="field kfield">
          <label htmlFor="subscriber-plan">Plan</label>
          <select id="subscriber-plan" name="plan" defaultValue={filters.plan ?? ""}>
            <option value="">All plans</option>
            {PLANS.map((plan) => (
              <option key={plan.value} value={plan.value}>
                {plan.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Show
        </button>
        {filtered ? (
          <Link to="." className="list-filters__clear">
            Clear filters
          </Link>
        ) : null}
      </Form>

      <p role="status" className="list-summary">
        {loading
          ? "Loading…"
          : total === 0
            ? filtered
              ? "No subscribers match these filters."
              : "No one has subscribed yet."
            : `${total} ${total === 1 ? "subscriber" : "subscribers"}${filtered ? " match" : ""}${
                paging.pages > 1 ? `, page ${paging.page} of ${paging.pages}` : ""
              }.`}
      </p>

      {data.subscribers.length ? (
        <div className="table-scroll">
          <table className="section-table" aria-busy={loading || undefined}>
            <caption className="visually-hidden">Subscribers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Plan</th>
                <th scope="col">Status</th>
                <th scope="col">Price</th>
                <th scope="col">Since</th>
                <th scope="col">Newsletter</th>
              </tr>
            </thead>
            <tbody>
              {data.subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row" className="section-table__email">
                    {subscriber.email}
                  </th>
                  <td>
                    {PLANS.find((plan) => plan.value === subscriber.plan)?.label ?? subscriber.plan}
                  </td>
                  <td>{STATUS_LABELS[subscriber.status] ?? subscriber.status}</td>
                  <td>
                    {subscriber.plan === "free"
                      ? "—"
                      : `${formatPriceCents(subscriber.priceAmountCents)} / ${subscriber.cadence === "year" ? "year" : "month"}`}
                  </td>
                  <td>
                    <time dateTime={subscriber.since}>{formatDay(subscriber.since)}</time>
                  </td>
                  <td>{subscriber.newsletterOptIn ? "Yes" : "No"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {paging.pages > 1 ? (
        <nav className="pager" aria-label="Subscriber pages">
          {paging.previousOffset !== null ? (
            <Link to={listHref(filters, paging.previousOffset)} preventScrollReset>
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {paging.page} of {paging.pages}
          </span>
          {paging.nextOffset !== null ? (
            <Link to={listHref(filters, paging.nextOffset)} preventScrollReset>
              Older →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <SuppressionList suppressions={data.suppressions} />
    </div>
  );
}
