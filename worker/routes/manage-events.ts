import {
  type ManageEvent,
  manageEventListResponse,
  manageEventResponse,
} from "@schema/api/answers/manage-events";
import { ifMatchHeader } from "@schema/api/common";
import { eventBody, eventParam } from "@schema/api/manage-events";
import { Hono } from "hono";
import { digestTag, requireUnchangedSince } from "../lib/preconditions";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers, answersNothing } from "../openapi/describe";
import {
  createEvent,
  deleteEvent,
  getSiteEvent,
  listSiteEvents,
  manageEvent,
  updateEvent,
} from "../services/events/kitchen";
import { validate } from "../validate";

/**
 * An event's ETag: a digest of what its form writes. Not of what is worked out from it: it
 * must not move when the event's start goes by (`isPast`).
 */
const eventTag = ({ isPast, startsAt, image, ...stored }: ManageEvent) => digestTag(stored);

/** The kitchen's events: /api/v1/manage/{siteSlug}/events… (the site's /events page). */
export const manageEvents = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/events",
    answers(200, manageEventListResponse, "The site's events: the next one first, then past ones"),
    manager,
    async (c) => c.json({ events: await listSiteEvents(c.var.dbs.site, c.var.site.id) }),
  )
  .post(
    "/:siteSlug/events",
    answers(201, manageEventResponse, "The new event, as visitors will see it", { etag: true }),
    manager,
    validate("json", eventBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const id = await createEvent(dbs, site, c.req.valid("json"));
      const event = await manageEvent(db, site.id, id);
      c.header("ETag", await eventTag(event));
      return c.json({ event }, 201);
    },
  )
  .get(
    "/:siteSlug/events/:eventId",
    answers(200, manageEventResponse, "The event", { etag: true }),
    manager,
    validate("param", eventParam),
    async (c) => {
      const event = await manageEvent(c.var.dbs.site, c.var.site.id, c.req.valid("param").eventId);
      c.header("ETag", await eventTag(event));
      return c.json({ event });
    },
  )
  .put(
    "/:siteSlug/events/:eventId",
    answers(200, manageEventResponse, "The event, as saved (every field replaced)", {
      etag: true,
    }),
    manager,
    validate("param", eventParam),
    validate("header", ifMatchHeader),
    validate("json", eventBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const event = await getSiteEvent(db, site.id, c.req.valid("param").eventId);
      await requireUnchangedSince(c.req.valid("header")["if-match"], async () =>
        eventTag(await manageEvent(db, site.id, event.id)),
      );
      await updateEvent(dbs, site, event, c.req.valid("json"));
      const saved = await manageEvent(db, site.id, event.id);
      c.header("ETag", await eventTag(saved));
      return c.json({ event: saved });
    },
  )
  .delete(
    "/:siteSlug/events/:eventId",
    answersNothing("Deleted; it leaves the site's /events page"),
    manager,
    validate("param", eventParam),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      await deleteEvent(dbs, site, await getSiteEvent(db, site.id, c.req.valid("param").eventId));
      return c.body(null, 204);
    },
  );
