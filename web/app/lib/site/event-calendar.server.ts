import type { SiteEvent } from "@schema/api/public-site";
import { plainText } from "@schema/content/rich-text";
import { createEvent, type EventAttributes } from "ics";
import { slugify } from "../../kitchen/shared/slug";
import { safeHref } from "../links";
import { absoluteUrl } from "./seo";

/**
 * One event as an iCalendar file (RFC 5545), for the events page's "Add to calendar": Apple
 * Calendar, Google Calendar and Outlook all import it. Written by `ics`, which escapes and
 * folds the text as the format wants. The times are instants in UTC, so the file needs no
 * zone table and each reader's calendar shows them in its own zone. The UID is the event's
 * id at the site's host, so importing the event again updates it rather than adding a twin.
 */
export function eventCalendar(event: SiteEvent, site: { title: string; origin: string }): string {
  const online = safeHref(event.onlineUrl);
  const place = event.location?.trim() || null;
  const details = [
    plainText(event.description).trim(),
    online && place ? `Join online: ${absoluteUrl(site.origin, online)}` : "",
  ].filter(Boolean);
  const link = safeHref(event.href);
  const attributes = {
    productId: "recipe-platform/events",
    calName: site.title,
    uid: `${event.id}@${new URL(site.origin).host}`,
    title: event.title,
    start: Date.parse(event.date),
    startInputType: "utc" as const,
    startOutputType: "utc" as const,
    ...(event.endDate
      ? {
          end: Date.parse(event.endDate),
          endInputType: "utc" as const,
          endOutputType: "utc" as const,
        }
      : {}),
    ...(details.length ? { description: details.join("\n\n") } : {}),
    ...(place || online ? { location: place ?? absoluteUrl(site.origin, online ?? "") } : {}),
    url: link ? absoluteUrl(site.origin, link) : `${site.origin}/events#event-${event.id}`,
  };
  // An event with no end given has no DTEND (RFC 5545: it ends as it starts). `ics` writes
  // that (its schema accepts neither end nor duration); its types ask for one, hence the cast.
  const { error, value } = createEvent(attributes as EventAttributes);
  if (error || !value) throw error ?? new Error("The event could not be written as iCalendar");
  return value;
}

/** The file's name: the event's title as a slug ("live-fire-grilling-workshop.ics"). */
export const calendarFileName = (event: Pick<SiteEvent, "title">) =>
  `${slugify(event.title).slice(0, 60).replace(/-+$/, "") || "event"}.ics`;
