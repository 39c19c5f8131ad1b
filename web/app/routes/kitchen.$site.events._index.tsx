import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useSearchParams,
} from "@remix-run/react";
import { EventList } from "../kitchen/events/EventList";
import { DELETE_EVENT } from "../kitchen/events/event-form";
import { eventListAction, loadEvents } from "../kitchen/events/events.server";
import { ActionNotice } from "../kitchen/sections/ActionNotice";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import type { SectionResult } from "../kitchen/sections/section-result";
import sectionStyles from "../kitchen/sections.css?url";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { requireKitchenSite } from "../kitchen/shared/manager.server";
import { eventWhenText } from "../lib/site/event-time";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Events");

/** /kitchen/{site}/events: the site's events, upcoming and past, and a way to add one. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const events = (await loadEvents(args, site.slug)).map((event) => ({
    ...event,
    // Formatted here, so the page hydrates with the very text the server wrote.
    when: eventWhenText(event.startsAt, event.timeZone, event.endsAt),
  }));
  return { siteSlug: site.slug, siteUrl: site.url, events };
}

export const action = (args: ActionFunctionArgs) => eventListAction(args);

export default function EventsPage() {
  const { siteSlug, siteUrl, events } = useLoaderData<typeof loader>();
  const result = useActionData<SectionResult>();
  const saved = useSearchParams()[0].get("saved");
  const upcoming = events.filter((event) => !event.isPast);
  const past = events.filter((event) => event.isPast);

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Events</h1>
        <a href={`${siteUrl}/events`} target="_blank" rel="noreferrer">
          View your Events page<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      {result ? (
        <ActionNotice ok={result.ok} answerKey={result.message}>
          {result.message}
        </ActionNotice>
      ) : saved ? (
        <p role="status" className="notice notice--success">
          Saved “{saved}”.
        </p>
      ) : null}
      <p>
        <Link className="button button--primary" to={kitchenPath(siteSlug, "events", "/new")}>
          New event
        </Link>
      </p>
      {events.length === 0 ? (
        <p className="empty-state">
          No events yet. Classes, supper clubs, signings: each shows on your site's Events page,
          which your header links to once there is one.
        </p>
      ) : null}
      {upcoming.length ? (
        <EventList
          siteSlug={siteSlug}
          caption="Upcoming"
          events={upcoming}
          deleteIntent={DELETE_EVENT}
        />
      ) : null}
      {past.length ? (
        <EventList siteSlug={siteSlug} caption="Past" events={past} deleteIntent={DELETE_EVENT} />
      ) : null}
    </div>
  );
}
