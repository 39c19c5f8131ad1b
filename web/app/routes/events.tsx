import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import type { SiteEvent } from "@schema/api/public-site";
import { EventCard } from "../components/site/EventCard";
import { pageTitle } from "../lib/root-data";
import { eventWhen, upcomingAndPast } from "../lib/site/event-time";
import { eventsJsonLd } from "../lib/site/events-json-ld";
import { hasEventsPage } from "../lib/site/optional-pages";
import { seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import { loadSitePage, notFound } from "../lib/site/site-api.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Events");
  const all = [...data.upcoming, ...data.past].map((entry) => entry.event);
  return [
    ...seoMeta({
      siteTitle: site.title,
      pageTitle: "Events",
      description: `Classes, dinners and appearances from ${site.title}.`,
      origin: data.origin,
      path: "/events",
      image: socialImage(all.find((event) => event.image)?.image ?? site.featuredImage),
    }),
    ...eventsJsonLd(all, { title: site.title, origin: data.origin }),
  ];
};

const withWhen = (event: SiteEvent) => ({
  event,
  when: eventWhen(event.date, event.timeZone, event.endDate),
});

/**
 * Only a site with events has this page. Events whose start has gone by move to "Past";
 * the split is made per request (an edge-cached copy lives a minute at most).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  if (!hasEventsPage(site)) throw notFound();
  const { upcoming, past } = upcomingAndPast(site.events, Date.now());
  return { origin, upcoming: upcoming.map(withWhen), past: past.map(withWhen) };
}

type Entry = ReturnType<typeof withWhen>;

function EventList({ entries, upcoming }: { entries: Entry[]; upcoming: boolean }) {
  return (
    <ol className="event-list">
      {entries.map(({ event, when }) => (
        <li key={event.id}>
          <EventCard event={event} when={when} upcoming={upcoming} />
        </li>
      ))}
    </ol>
  );
}

/** Upcoming events, the next one first, then past ones in a list of their own. */
export default function Events() {
  const { upcoming, past, origin } = useLoaderData<typeof loader>();
  const feed = `${origin}/events.ics`;
  return (
    <div className="container page events-page">
      <h1>Events</h1>
      {/* webcal: opens the calendar app's "subscribe" (Apple, Outlook); Google Calendar takes
          the address under "From URL". Either way the app fetches the feed again for news. */}
      <p className="events-page__feed">
        Follow these events in your calendar app:{" "}
        <a href={feed.replace(/^https?:/, "webcal:")}>subscribe to this calendar</a>, or add{" "}
        <span className="events-page__feed-url">{feed}</span> to it by address.
      </p>
      <section aria-labelledby="events-upcoming" className="events-page__section">
        <h2 id="events-upcoming">Upcoming</h2>
        {upcoming.length ? (
          <EventList entries={upcoming} upcoming />
        ) : (
          <p className="events-page__empty">No upcoming events right now.</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="events-past" className="events-page__section">
          <h2 id="events-past">Past</h2>
          <EventList entries={past} upcoming={false} />
        </section>
      ) : null}
    </div>
  );
}
