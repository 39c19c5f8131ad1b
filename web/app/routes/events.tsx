import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { EventCard } from "../components/site/EventCard";
import { pageTitle } from "../lib/root-data";
import { eventsNewestFirst, hasEventsPage } from "../lib/site/nav";
import { seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import { loadSitePage, notFound } from "../lib/site/site-api.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Events");
  return seoMeta({
    siteTitle: site.title,
    pageTitle: "Events",
    description: `Classes, dinners and appearances from ${site.title}.`,
    origin: data.origin,
    path: "/events",
    image: socialImage(data.events.find((event) => event.image)?.image ?? site.featuredImage),
  });
};

/** Only a site with events has this page. */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  if (!hasEventsPage(site)) throw notFound();
  return { origin, events: eventsNewestFirst(site.events) };
}

/** Spec: events sorted by date, newest first. */
export default function Events() {
  const { events } = useLoaderData<typeof loader>();
  return (
    <div className="container page events-page">
      <h1>Events</h1>
      <ol className="event-list">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ol>
    </div>
  );
}
