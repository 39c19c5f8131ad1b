import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadSitePage, notFound } from "../lib/site/site-api.server";

/** /events/{id}/calendar.ics: one event of the site for the reader's calendar app. */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  const event = site.events.find((candidate) => candidate.id === args.params.eventId);
  if (!event) throw notFound();
  // Loaded on use: `ics` and its validator are some 160 KB of the server bundle that no
  // page needs, so they are a chunk of their own rather than part of every request's start.
  const { calendarFileName, eventCalendar } = await import("../lib/site/event-calendar.server");
  return new Response(eventCalendar(event, { title: site.title, origin }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(event)}"`,
    },
  });
}
