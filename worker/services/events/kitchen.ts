import { canonicalTimeZone, zonedToInstant } from "@schema/api/event-time";
import type { EventBody, ManageEvent } from "@schema/api/manage-events";
import { images } from "@schema/db/images";
import { events, type SiteEvent as StoredEvent } from "@schema/db/site-content";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { imageView } from "../media/image-view";
import { References } from "../recipes/references";
import { changeWithNewVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";
import { attendanceOf, eventTimes } from "./view";

/** The kitchen's events of one site: every call takes the site first and filters by it. */

/**
 * Every page of a site carries its events (the site view), so a site keeps a bounded list:
 * far more than a creator's calendar holds, small enough for each page's read.
 */
export const MAX_EVENTS_PER_SITE = 200;

export async function getSiteEvent(db: Db, siteId: string, id: string): Promise<StoredEvent> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound("Event");
  return row;
}

function manageView(
  event: StoredEvent,
  image: ReturnType<typeof imageView>,
  now: Date,
): ManageEvent {
  const times = eventTimes(event, now);
  return {
    id: event.id,
    title: event.title,
    date: times.localDate,
    timeZone: times.timeZone,
    startsAt: times.startsAt,
    endDate: times.localEndDate,
    endsAt: times.endsAt,
    location: event.location,
    onlineUrl: event.onlineUrl,
    attendance: attendanceOf(event),
    description: event.description,
    imageId: event.imageId,
    image,
    href: event.href,
    isPast: times.isPast,
  };
}

async function withImages(db: Db, rows: StoredEvent[]) {
  const now = new Date();
  const ids = rows.flatMap((row) => (row.imageId ? [row.imageId] : []));
  const imageRows = ids.length ? await db.select().from(images).where(inArray(images.id, ids)) : [];
  return rows.map((row) =>
    manageView(row, imageView(imageRows.find((image) => image.id === row.imageId)), now),
  );
}

/** Upcoming first (soonest first), then past ones (latest first): the order creators work in. */
export async function listSiteEvents(db: Db, siteId: string): Promise<ManageEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.siteId, siteId))
    .orderBy(asc(events.date), asc(events.id));
  // Each row is read in its zone once; its view says whether it is past.
  const views = await withImages(db, rows);
  const upcoming = views.filter((view) => !view.isPast);
  const past = views.filter((view) => view.isPast).reverse();
  return [...upcoming, ...past];
}

export async function manageEvent(db: Db, siteId: string, id: string): Promise<ManageEvent> {
  const [view] = await withImages(db, [await getSiteEvent(db, siteId, id)]);
  if (!view) throw notFound("Event");
  return view;
}

/** The columns a body writes; its picture must be one of the site's (400 otherwise). */
async function eventColumns(db: Db, siteId: string, body: EventBody) {
  const refs = new References();
  refs.add("image", body.imageId, "imageId");
  const { issues } = await refs.check(db, siteId);
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);
  const timeZone = canonicalTimeZone(body.timeZone);
  const clean = (value: string | null | undefined) => value?.trim() || null;
  return {
    title: body.title,
    date: zonedToInstant(body.date, timeZone),
    endsAt: body.endDate ? zonedToInstant(body.endDate, timeZone) : null,
    timeZone,
    location: clean(body.location),
    onlineUrl: clean(body.onlineUrl),
    description: body.description?.children.length ? body.description : null,
    imageId: body.imageId ?? null,
    href: clean(body.href),
  };
}

export async function createEvent(dbs: SiteDbs, site: Site, body: EventBody): Promise<string> {
  const db = dbs.site;
  const [held] = await db.select({ n: count() }).from(events).where(eq(events.siteId, site.id));
  if ((held?.n ?? 0) >= MAX_EVENTS_PER_SITE) {
    throw new ApiError(
      "conflict",
      `A site keeps at most ${MAX_EVENTS_PER_SITE} events: delete past ones first`,
    );
  }
  const id = crypto.randomUUID();
  const columns = await eventColumns(db, site.id, body);
  await changeWithNewVersion(dbs, site.id, [
    db.insert(events).values({ id, siteId: site.id, ...columns }),
  ]);
  return id;
}

export async function updateEvent(dbs: SiteDbs, site: Site, event: StoredEvent, body: EventBody) {
  const db = dbs.site;
  const columns = await eventColumns(db, site.id, body);
  await changeWithNewVersion(dbs, site.id, [
    db
      .update(events)
      .set(columns)
      .where(and(eq(events.id, event.id), eq(events.siteId, site.id))),
  ]);
}

export async function deleteEvent(dbs: SiteDbs, site: Site, event: StoredEvent) {
  const db = dbs.site;
  await changeWithNewVersion(dbs, site.id, [
    db.delete(events).where(and(eq(events.id, event.id), eq(events.siteId, site.id))),
  ]);
}
