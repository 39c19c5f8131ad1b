import type { MetaDescriptor } from "@remix-run/react";
import type { SiteEvent } from "@schema/api/public-site";
import { plainText } from "@schema/content/rich-text";
import { safeHref } from "../links";
import { absoluteUrl, socialImage } from "./seo";

/**
 * schema.org `Event` for each event of /events, as Google's event results read it: name,
 * startDate (and endDate, if given) with its offset, where (a Place, a VirtualLocation or
 * both, with the matching eventAttendanceMode), description, image and url.
 */

const MODE = {
  offline: "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  mixed: "https://schema.org/MixedEventAttendanceMode",
} as const;

export function eventJsonLd(
  event: SiteEvent,
  site: { title: string; origin: string },
): Record<string, unknown> {
  const place = event.location?.trim()
    ? { "@type": "Place", name: event.location.trim(), address: event.location.trim() }
    : null;
  const online = safeHref(event.onlineUrl);
  const virtual = online
    ? { "@type": "VirtualLocation", url: absoluteUrl(site.origin, online) }
    : null;
  const mode = place && virtual ? "mixed" : virtual ? "online" : "offline";
  const locations = [place, virtual].filter(Boolean);
  const link = safeHref(event.href);
  const image = socialImage(event.image);
  const description = plainText(event.description).trim();
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: MODE[mode],
    location: locations.length === 1 ? locations[0] : locations,
    ...(description ? { description } : {}),
    ...(image ? { image: [absoluteUrl(site.origin, image.url)] } : {}),
    url: link
      ? absoluteUrl(site.origin, link)
      : `${absoluteUrl(site.origin, "/events")}#event-${event.id}`,
    organizer: { "@type": "Organization", name: site.title, url: site.origin },
  };
}

export const eventsJsonLd = (
  events: readonly SiteEvent[],
  site: { title: string; origin: string },
): MetaDescriptor[] => events.map((event) => ({ "script:ld+json": eventJsonLd(event, site) }));
