import { Link } from "@remix-run/react";
import type { ManageEvent } from "@schema/api/manage-events";
import { ConfirmButton } from "../sections/ConfirmButton";
import { kitchenPath } from "../shared/kitchen-sections";

/** An event with its start written out in its own time zone (lib/site/event-time.ts). */
type ListedEvent = ManageEvent & { when: string };

type Props = { siteSlug: string; caption: string; events: ListedEvent[]; deleteIntent: string };

const whereText = (event: ManageEvent) =>
  [event.location, event.onlineUrl ? "Online" : null].filter(Boolean).join(" · ");

/** A table of events with their time in their own zone, where, and Edit and Delete. */
export function EventList({ siteSlug, caption, events, deleteIntent }: Props) {
  return (
    <div className="table-scroll">
      {/* On a phone, one card per event (kitchen/sections.css), Delete in reach. */}
      <table className="section-table section-table--cards">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">When</th>
            <th scope="col">Where</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <Link to={kitchenPath(siteSlug, "events", `/${event.id}`)}>{event.title}</Link>
              </th>
              <td data-label="When">
                <time dateTime={event.startsAt}>{event.when}</time>
              </td>
              <td data-label={whereText(event) ? "Where" : undefined}>{whereText(event)}</td>
              <td>
                <ConfirmButton
                  small
                  intent={deleteIntent}
                  fields={{ eventId: event.id, title: event.title }}
                  label={
                    <>
                      Delete<span className="visually-hidden"> {event.title}</span>
                    </>
                  }
                  title={`Delete “${event.title}”?`}
                  confirmLabel="Delete event"
                >
                  <p>It leaves your site's Events page at once.</p>
                </ConfirmButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
