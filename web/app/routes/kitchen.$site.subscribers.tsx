import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import {
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { type Subscriber, subscriberActionBody } from "@schema/api/manage-subscribers";
import { useEffect, useRef } from "react";
import { SuppressionList } from "../kitchen/newsletters/SuppressionList";
import { renewsOn } from "../kitchen/sections/csv";
import { EmailSwitches, timeZoneOf } from "../kitchen/sections/EmailSwitches";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { pageInfo } from "../kitchen/sections/paging";
import sectionStyles from "../kitchen/sections.css?url";
import { networkTolerantAction } from "../kitchen/shared/action-result";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import {
  type ClosedManageState,
  SubscriberActions,
} from "../kitchen/subscribers/SubscriberActions";
import { SubscriberImport } from "../kitchen/subscribers/SubscriberImport";
import {
  type ImportFormResult,
  importFormAction,
  importJsonAction,
  loadLatestImport,
} from "../kitchen/subscribers/subscriber-import.server";
import { segment, unexpectedApiResult } from "../lib/api.server";
import { useDayOf } from "../lib/days";
import { readForm } from "../lib/read-form.server";
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
  const query = {
    limit: String(PAGE_SIZE),
    offset: String(filters.offset),
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.plan ? { plan: filters.plan } : {}),
  };
  const param = { siteSlug: segment(site.slug) };
  const reportAfter = Number(new URL(args.request.url).searchParams.get("reportAfter") ?? 0);
  const [result, suppressions, imports] = await Promise.all([
    callManage(args, (manage) => manage[":siteSlug"].subscribers.$get({ param, query })),
    callManage(args, (manage) => manage[":siteSlug"].suppressions.$get({ param })),
    loadLatestImport(
      args,
      site.slug,
      Number.isSafeInteger(reportAfter) && reportAfter > 0 ? reportAfter : 0,
    ),
  ]);
  if (!result.ok) throw unexpectedApiResult(result, "subscribers");
  // The subscriber list is the page; a failed suppression list only says so in its section.
  if (!suppressions.ok) console.error(`Suppressions ${site.slug}: API ${suppressions.status}`);
  const managing = new URL(args.request.url).searchParams.get("manage");
  return {
    siteSlug: site.slug,
    filters,
    managing,
    ...result.body,
    suppressions: suppressions.ok ? suppressions.body.suppressions : null,
    subscriberImport: imports,
  };
}

type ActionResult = { ok: boolean; message: string };

/** One manager action (comp, refund, cancel), confirmed on the form; the API logs who did it. */
export async function action(args: ActionFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  // The subscriber import's steps: JSON around the upload, forms in its preview.
  if (args.request.headers.get("Content-Type")?.includes("application/json")) {
    return importJsonAction(args, site.slug, await args.request.json().catch(() => null));
  }
  const form = await readForm(args.request);
  if (String(form.get("intent") ?? "").startsWith("subscriber-import-")) {
    return importFormAction(args, site.slug, form);
  }
  if (form.get("intent") === SUBSCRIBER_EMAILS_INTENT)
    return saveSubscriberEmails(args, site, form);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = subscriberActionBody.safeParse({
    action: text("action"),
    days: text("days"),
    when: text("when"),
    confirm: text("confirm") === "true",
  });
  const subscriptionId = text("subscriptionId") ?? "";
  if (!parsed.success) {
    const message = parsed.error.issues.some((issue) => issue.path[0] === "confirm")
      ? "Tick the box to confirm."
      : "Check the number of days (1 to 3650).";
    return data<ActionResult>({ ok: false, message }, 400);
  }
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].subscribers[":subscriptionId"].actions.$post({
      param: { siteSlug: segment(site.slug), subscriptionId: segment(subscriptionId) },
      json: parsed.data,
    }),
  );
  if (result.ok) {
    const { email, lastAction } = result.body.subscriber;
    return data<ActionResult>({ ok: true, message: `${email}: ${lastAction?.detail ?? "done"}.` });
  }
  const message =
    result.body && typeof result.body.message === "string" && result.status < 500
      ? result.body.message
      : "Something went wrong. Please try again.";
  return data<ActionResult>({ ok: false, message }, result.status === 404 ? 404 : 400);
}

/** The intent the page's action saves the e-mail switches under. */
const SUBSCRIBER_EMAILS_INTENT = "subscriber-emails";

/** The switches for e-mails about readers' subscriptions: a checked box posts "on". */
async function saveSubscriberEmails(
  args: ActionFunctionArgs,
  site: { slug: string },
  form: FormData,
) {
  const json = {
    free: form.get("free") === "on",
    paid: form.get("paid") === "on",
    daily: form.get("daily") === "on",
    ...timeZoneOf(form),
  };
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["subscriber-emails"].$put({
      param: { siteSlug: segment(site.slug) },
      json,
    }),
  );
  if (!result.ok) {
    return data<ActionResult>({ ok: false, message: "Could not save. Please try again." }, 400);
  }
  const told = [json.free ? "free subscribers" : null, json.paid ? "paid plans" : null];
  const message = !told.some(Boolean)
    ? "You won't get e-mails about subscribers."
    : json.daily
      ? `You'll get news of ${told.filter(Boolean).join(" and ")} in one e-mail a day.`
      : `You'll get an e-mail about new ${told.filter(Boolean).join(" and ")}.`;
  return data<ActionResult>({ ok: true, message });
}

/** "Renews Dec 1, 2026", "Ends …", "Free until …", or nothing. */
function datesOf(subscriber: Subscriber, dayOf: ReturnType<typeof useDayOf>) {
  const renews = renewsOn(subscriber);
  const parts = [];
  if (renews) parts.push(`Renews ${dayOf(renews)}`);
  if (subscriber.cancelAt && subscriber.status !== "canceled") {
    parts.push(`Ends ${dayOf(subscriber.cancelAt)}`);
  }
  // A comp: paid access at no charge ("Free until" read as the free plan's end).
  if (subscriber.compUntil) parts.push(`Paid access given until ${dayOf(subscriber.compUntil)}`);
  return parts.join(" · ") || "—";
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

/** A fetcher's failed request keeps the page (and the import's progress) instead of erroring. */
export const clientAction = networkTolerantAction;

export default function SubscriberList() {
  const dayOf = useDayOf();
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const importResult = answer && "importForm" in answer ? (answer as ImportFormResult) : null;
  const result =
    answer && "message" in answer && "ok" in answer && !importResult
      ? (answer as ActionResult)
      : null;
  const managed = data.subscribers.find((subscriber) => subscriber.id === data.managing) ?? null;
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
  // The fields follow the address (Clear filters, Back), not only the first load; after
  // Clear filters, whose link goes with the filters, focus goes to the search field.
  const queryField = useRef<HTMLInputElement>(null);
  const planField = useRef<HTMLSelectElement>(null);
  const clearing = useRef(false);
  useEffect(() => {
    if (queryField.current) queryField.current.value = filters.query;
    if (planField.current) planField.current.value = filters.plan ?? "";
    if (clearing.current) queryField.current?.focus();
    clearing.current = false;
  }, [filters.query, filters.plan]);
  // After the panel's Close, back to the row it was opened from, not the page's top.
  const location = useLocation();
  const closed = (location.state as Partial<ClosedManageState> | null)?.closedManage;
  useEffect(() => {
    if (!closed) return;
    document.querySelector<HTMLElement>(`[data-manage-for="${CSS.escape(closed)}"]`)?.focus();
  }, [closed]);

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Subscribers</h1>
        <EmailSwitches
          intent={SUBSCRIBER_EMAILS_INTENT}
          legend="E-mail me when"
          switches={[
            { name: "free", label: "a reader subscribes for free", on: data.subscriberEmails.free },
            {
              name: "paid",
              label: "a paid plan starts or is cancelled",
              on: data.subscriberEmails.paid,
            },
          ]}
          daily={{ name: "daily", on: data.subscriberEmails.daily }}
          digestTimeZone={data.subscriberEmails.digestTimeZone}
        />
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
            ref={queryField}
            defaultValue={filters.query}
            maxLength={254}
          />
        </div>
        <div className="field kfield">
          <label htmlFor="subscriber-plan">Plan</label>
          <select
            id="subscriber-plan"
            name="plan"
            ref={planField}
            defaultValue={filters.plan ?? ""}
          >
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
          <Link
            to="."
            className="list-filters__clear"
            onClick={() => {
              clearing.current = true;
            }}
          >
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
            : `${total} ${total === 1 ? "subscriber" : "subscribers"}${filtered ? (total === 1 ? " matches" : " match") : ""}${
                paging.pages > 1 ? `, page ${paging.page} of ${paging.pages}` : ""
              }.`}
      </p>

      {result ? (
        <p role={result.ok ? "status" : "alert"} className="list-summary">
          {result.message}
        </p>
      ) : null}

      {managed ? (
        <SubscriberActions
          key={managed.id}
          subscriber={managed}
          closeHref={listHref(filters, data.offset) || "?"}
        />
      ) : null}

      {data.subscribers.length ? (
        <div className="table-scroll">
          <table className="section-table section-table--cards" aria-busy={loading || undefined}>
            <caption className="visually-hidden">Subscribers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Plan</th>
                <th scope="col">Status</th>
                <th scope="col">Price</th>
                <th scope="col">Since</th>
                <th scope="col">Renewal</th>
                <th scope="col">Newsletter</th>
                <th scope="col">Last action</th>
                <th scope="col">
                  <span className="visually-hidden">Manage</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row" className="section-table__email">
                    {subscriber.email}
                  </th>
                  <td data-label="Plan">
                    {PLANS.find((plan) => plan.value === subscriber.plan)?.label ?? subscriber.plan}
                    {subscriber.plan === "free" && subscriber.compUntil ? ", with paid access" : ""}
                  </td>
                  <td data-label="Status">
                    {STATUS_LABELS[subscriber.status] ?? subscriber.status}
                  </td>
                  <td data-label="Price">
                    {subscriber.plan === "free"
                      ? "—"
                      : `${formatPriceCents(subscriber.priceAmountCents)} / ${subscriber.cadence === "year" ? "year" : "month"}`}
                  </td>
                  <td data-label="Since">
                    <time dateTime={subscriber.since}>{dayOf(subscriber.since)}</time>
                  </td>
                  <td data-label="Renewal">{datesOf(subscriber, dayOf)}</td>
                  <td data-label="Newsletter">{subscriber.newsletterOptIn ? "Yes" : "No"}</td>
                  <td data-label="Last action">
                    {subscriber.lastAction
                      ? `${subscriber.lastAction.detail} (by ${subscriber.lastAction.by}, ${dayOf(subscriber.lastAction.at)})`
                      : "—"}
                  </td>
                  <td>
                    <Link
                      to={`${listHref(filters, data.offset) || "?"}${
                        listHref(filters, data.offset) ? "&" : ""
                      }manage=${encodeURIComponent(subscriber.id)}`}
                      preventScrollReset
                      data-manage-for={subscriber.id}
                    >
                      Manage<span className="visually-hidden"> {subscriber.email}</span>
                    </Link>
                  </td>
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

      {data.subscriberImport ? (
        <SubscriberImport
          siteSlug={data.siteSlug}
          latest={data.subscriberImport.latest}
          report={data.subscriberImport.report}
          paid={data.subscriberImport.paid ?? null}
          formResult={importResult}
        />
      ) : null}

      <SuppressionList suppressions={data.suppressions} />
    </div>
  );
}
