import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call } from "../test/factories";
import { addManager, doc, makeImageRow, makeKitchen } from "../test/manage-factories";

const dinner = (overrides: Record<string, unknown> = {}) => ({
  title: "Winter supper club",
  date: "2031-12-05T18:30",
  timeZone: "Europe/Paris",
  location: "Le Comptoir, 9 rue de la Paix, Paris",
  description: doc("Six courses by candlelight."),
  href: "https://tickets.example.com/supper",
  ...overrides,
});

describe("manage events: happy", () => {
  it("creates an event read back in its own zone, with its offset, on the public site too", async () => {
    const { site, token } = await makeKitchen();
    const image = await makeImageRow(site.id);
    const before = await call("GET", `/site/${site.slug}/current-site`);
    const created = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: dinner({ imageId: image.id }),
    });
    expect(created.status).toBe(201);
    await expectDocumented("POST", "/manage/:siteSlug/events", created);
    expect(created.body.event).toMatchObject({
      title: "Winter supper club",
      date: "2031-12-05T18:30",
      timeZone: "Europe/Paris",
      startsAt: "2031-12-05T18:30:00+01:00",
      endDate: null,
      endsAt: null,
      attendance: "offline",
      onlineUrl: null,
      description: doc("Six courses by candlelight."),
      imageId: image.id,
      isPast: false,
    });
    expect(created.body.event.image.id).toBe(image.id);

    const pub = await call("GET", `/site/${site.slug}/current-site`);
    await expectDocumented("GET", "/site/:siteSlug/current-site", pub);
    expect(pub.body.site.contentVersion).toBeGreaterThan(before.body.site.contentVersion);
    expect(pub.body.site.events).toEqual([
      expect.objectContaining({
        id: created.body.event.id,
        date: "2031-12-05T17:30:00.000Z",
        timeZone: "Europe/Paris",
        startDate: "2031-12-05T18:30:00+01:00",
        endDate: null,
        description: doc("Six courses by candlelight."),
      }),
    ]);
  });

  it("keeps an end on the same wall clock, and an event under way is not past until it ends", async () => {
    const { site, token } = await makeKitchen();
    const ends = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: dinner({ endDate: "2031-12-06T01:00" }),
    });
    expect(ends.status).toBe(201);
    expect(ends.body.event).toMatchObject({
      date: "2031-12-05T18:30",
      endDate: "2031-12-06T01:00",
      endsAt: "2031-12-06T01:00:00+01:00",
    });
    const pub = await call("GET", `/site/${site.slug}/current-site`);
    expect(pub.body.site.events[0]).toMatchObject({ endDate: "2031-12-06T01:00:00+01:00" });

    // Started an hour ago, ends in an hour: still upcoming; without its end it would be past.
    const hour = 3_600_000;
    const local = (at: number) => new Date(at).toISOString().slice(0, 16);
    const underWay = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: dinner({
        timeZone: "UTC",
        date: local(Date.now() - hour),
        endDate: local(Date.now() + hour),
      }),
    });
    expect(underWay.body.event.isPast).toBe(false);
    const cleared = await call("PUT", `/manage/${site.slug}/events/${underWay.body.event.id}`, {
      token,
      json: dinner({ timeZone: "UTC", date: local(Date.now() - hour), endDate: null }),
    });
    expect(cleared.body.event).toMatchObject({ endDate: null, endsAt: null, isPast: true });
  });

  it("edits every field, lists upcoming before past, and deletes", async () => {
    const { site, token } = await makeKitchen();
    const past = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: dinner({ title: "Last year's picnic", date: "2020-06-01T12:00" }),
    });
    const later = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: dinner({ title: "Later", date: "2032-01-01T10:00" }),
    });
    const soon = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: dinner({ title: "Soon", date: "2031-01-01T10:00" }),
    });
    expect(past.body.event.isPast).toBe(true);

    const edited = await call("PUT", `/manage/${site.slug}/events/${soon.body.event.id}`, {
      token,
      json: {
        title: "Soon, online",
        date: "2031-07-04T09:15",
        timeZone: "america/new_york",
        location: null,
        onlineUrl: "https://live.example.com/room",
        description: null,
        imageId: null,
        href: null,
      },
    });
    expect(edited.status).toBe(200);
    await expectDocumented("PUT", "/manage/:siteSlug/events/:eventId", edited);
    expect(edited.body.event).toMatchObject({
      title: "Soon, online",
      date: "2031-07-04T09:15",
      timeZone: "America/New_York",
      startsAt: "2031-07-04T09:15:00-04:00",
      location: null,
      onlineUrl: "https://live.example.com/room",
      attendance: "online",
      description: null,
      href: null,
    });

    const list = await call("GET", `/manage/${site.slug}/events`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/events", list);
    expect(list.body.events.map((event: { title: string }) => event.title)).toEqual([
      "Soon, online",
      "Later",
      "Last year's picnic",
    ]);
    const one = await call("GET", `/manage/${site.slug}/events/${later.body.event.id}`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/events/:eventId", one);
    expect(one.body.event.title).toBe("Later");

    const deleted = await call("DELETE", `/manage/${site.slug}/events/${later.body.event.id}`, {
      token,
    });
    expect(deleted.status).toBe(204);
    const gone = await call("GET", `/manage/${site.slug}/events/${later.body.event.id}`, { token });
    expect(gone.status).toBe(404);
    const pub = await call("GET", `/site/${site.slug}/current-site`);
    expect(pub.body.site.events.map((event: { title: string }) => event.title).sort()).toEqual([
      "Last year's picnic",
      "Soon, online",
    ]);
  });

  it("a place and an online link together are a mixed event; a manager may write events", async () => {
    const { site } = await makeKitchen();
    const { token } = await addManager(site.id);
    const created = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: dinner({ onlineUrl: "https://stream.example.com/supper" }),
    });
    expect(created.status).toBe(201);
    expect(created.body.event.attendance).toBe("mixed");
  });
});
