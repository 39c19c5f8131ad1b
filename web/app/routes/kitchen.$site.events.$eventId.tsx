import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { EventEditor } from "../kitchen/events/EventEditor";
import { loadEvent, saveEventAction } from "../kitchen/events/events.server";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { loadUnits } from "../kitchen/sections/units.server";
import sectionStyles from "../kitchen/sections.css?url";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { requireKitchenSite } from "../kitchen/shared/manager.server";
import { timeZoneList } from "../kitchen/shared/time-zones.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  kitchenTitle(matches, data?.event ? `Event: ${data.event.title}` : "New event");

/** /kitchen/{site}/events/{eventId}, or /events/new: one event's form. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const [{ event, tag }, units] = await Promise.all([
    loadEvent(args, site.slug, args.params.eventId ?? "new"),
    loadUnits(args),
  ]);
  return { siteSlug: site.slug, event, tag, units, timeZones: timeZoneList() };
}

export const action = (args: ActionFunctionArgs) => saveEventAction(args);

export default function EventPage() {
  const { siteSlug, event, tag, units, timeZones } = useLoaderData<typeof loader>();
  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>{event ? "Edit event" : "New event"}</h1>
        <Link to={kitchenPath(siteSlug, "events")}>Back to events</Link>
      </header>
      <EventEditor
        // A fresh form per event: state starts from the event it shows.
        key={event?.id ?? "new"}
        siteSlug={siteSlug}
        event={event}
        basedOn={tag}
        timeZones={timeZones}
        units={units}
      />
    </div>
  );
}
