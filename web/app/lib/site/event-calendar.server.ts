import type { SiteEvent } from "@schema/api/public-site";
import { plainText } from "@schema/content/rich-text";
import { createEvents, type EventAttributes, type ReturnObject } from "ics";
import { slugify } from "../../kitchen/shared/slug";
import { safeHref } from "../links";
import { absoluteUrl } from "./seo";

/**
 * A site's events as iCalendar (RFC 5545): one event for the events page's "Add to calendar",
 * or all of them as the feed a reader's calendar subscribes to. Apple Calendar, Google
 * Calendar and Outlook read both. Written by `ics`, which escapes and folds the text as the
 * format wants. The times are instants in UTC, so no zone table is needed and each reader's
 * calendar shows them in its own zone. The UID is the event's id at the site's host, so the
 * same event imported twice, or met again in the feed, updates rather than adding a twin.
 */

type CalendarSite = { title: string; origin: string };

function eventAttributes(event: SiteEvent, site: CalendarSite): EventAttributes {
  const online = safeHref(event.onlineUrl);
  const place = event.location?.trim() || null;
  const details = [
    plainText(event.description).trim(),
    online && place ? `Join online: ${absoluteUrl(site.origin, online)}` : "",
  ].filter(Boolean);
  const link = safeHref(event.href);
  const attributes = {
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
  return attributes as EventAttributes;
}

function written({ error, value }: ReturnObject): string {
  if (error || !value) throw error ?? new Error("The events could not be written as iCalendar");
  return value;
}

const header = (site: CalendarSite) => ({
  productId: "recipe-platform/events",
  calName: site.title,
});

/** One event: the file "Add to calendar" downloads. */
export const eventCalendar = (event: SiteEvent, site: CalendarSite): string =>
  written(createEvents([eventAttributes(event, site)], header(site)));

/** Every event of the site: the feed at /events.ics, which calendars fetch again to update. */
export const eventsCalendar = (events: readonly SiteEvent[], site: CalendarSite): string =>
  written(
    createEvents(
      events.map((event) => eventAttributes(event, site)),
      header(site),
    ),
  );

/** The file's name: the event's title as a slug ("live-fire-grilling-workshop.ics"). */
export const calendarFileName = (event: Pick<SiteEvent, "title">) =>
  `${slugify(event.title).slice(0, 60).replace(/-+$/, "") || "event"}.ics`;
