import type { SiteEvent } from "../../../../schema/api/public-site";
import { safeHref } from "../../lib/links";
import { formatEventDate } from "../../lib/site/format";
import { ExternalIcon } from "./icons";
import { SiteImage } from "./SiteImage";

/** An event: image, title, date, location, description and an optional 'Learn More' link. */
export function EventCard({ event }: { event: SiteEvent }) {
  const href = safeHref(event.href);
  return (
    <article className="event-card">
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
        <h2 className="event-card__title">{event.title}</h2>
        <p className="event-card__when">
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </p>
        {event.location ? <p className="event-card__where">{event.location}</p> : null}
        {event.description ? <p className="event-card__description">{event.description}</p> : null}
        {href ? (
          <a
            className="button button--secondary event-card__link"
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
    </article>
  );
}
