import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hasEventsPage } from "../lib/site/optional-pages";
import { loadSitePage, notFound } from "../lib/site/site-api.server";

/**
 * /events.ics: the site's events as a calendar feed. A reader adds its address to their
 * calendar app once, and the app fetches it again now and then, so new events appear there
 * and changed ones move. Only a site with an events page has one.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  if (!hasEventsPage(site)) throw notFound();
  // Loaded on use, as for one event's file (events_.$eventId.calendar[.]ics.ts).
  const { eventsCalendar } = await import("../lib/site/event-calendar.server");
  return new Response(eventsCalendar(site.events, { title: site.title, origin }), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
