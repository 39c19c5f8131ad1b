import type { SiteEvent } from "@schema/api/public-site";
import { safeHref } from "../../lib/links";
import { type EventWhen, readerWhen } from "../../lib/site/event-time";
import { useHydrated } from "../../lib/use-hydrated";
import { RichText } from "../rich-text/RichText";
import { ExternalIcon } from "./icons";
import { SiteImage } from "./SiteImage";

/**
 * An event: image, title, when (in the event's own zone, named), where (a place, an online
 * link or both), description, "Add to calendar" while it is to come, and an optional
 * 'Learn More' link.
 */
export function EventCard({
  event,
  when,
  upcoming,
}: {
  event: SiteEvent;
  when: EventWhen;
  /** Whether it is still to come (or under way): only then can a reader add it to a calendar. */
  upcoming: boolean;
}) {
  const href = safeHref(event.href);
  const online = safeHref(event.onlineUrl);
  return (
    <article
      className="event-card"
      id={`event-${event.id}`}
      aria-labelledby={`event-${event.id}-title`}
    >
      {event.image ? (
        <SiteImage
          className="event-card__image"
          image={event.image}
          alt=""
          displayWidth={360}
          sizes="(min-width: 768px) 320px, 100vw"
        />
      ) : null}
      <div className="event-card__body">
        <h3 className="event-card__title" id={`event-${event.id}-title`}>
          {event.title}
        </h3>
        <p className="event-card__when">
          <time dateTime={event.startDate}>
            {when.day}, {when.time}
          </time>
          {event.endDate && when.until ? (
            <>
              {/* A no-break space: on a narrow screen the line breaks before the dash,
                  keeping "– 6:00 PM" together. */}
              {" –\u00a0"}
              <time dateTime={event.endDate}>{when.until}</time>
            </>
          ) : null}{" "}
          <span className="event-card__zone">{when.zone}</span>
          <ReaderTime iso={event.startDate} zone={event.timeZone} />
        </p>
        {event.location ? <p className="event-card__where">{event.location}</p> : null}
        {online ? (
          <p className="event-card__where">
            Online:{" "}
            <a href={online} target="_blank" rel="noopener noreferrer">
              join here<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
        <RichText doc={event.description} className="event-card__description" headingOffset={3} />
        <div className="event-card__actions">
          {upcoming ? (
            // A file the reader's calendar app opens (routes/events_.$eventId.calendar[.]ics.ts).
            <a
              className="button button--secondary"
              href={`/events/${event.id}/calendar.ics`}
              download
            >
              Add to calendar<span className="visually-hidden"> for {event.title}</span>
            </a>
          ) : null}
          {href ? (
            <a
              className="button button--secondary"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              Learn More
              <span className="visually-hidden"> about {event.title} (opens in a new tab)</span>
              <ExternalIcon />
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The start on the reader's own clock, when it differs from the event's: only the browser
 * knows the reader's zone, so it is added once the page has hydrated (the server's HTML, and
 * hydration, say the event's zone alone).
 */
function ReaderTime({ iso, zone }: { iso: string; zone: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const text = readerWhen(iso, zone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return text ? <span className="event-card__reader-time"> ({text})</span> : null;
}
