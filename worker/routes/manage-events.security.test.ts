import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

const body = {
  title: "Private tasting",
  date: "2031-05-01T19:00",
  timeZone: "UTC",
  location: "Upstairs",
};

async function siteWithEvent() {
  const kitchen = await makeKitchen();
  const created = await call("POST", `/manage/${kitchen.site.slug}/events`, {
    token: kitchen.token,
    json: body,
  });
  return { ...kitchen, eventId: created.body.event.id as string };
}

/** Every events call on `slug` (and on the event `id`) with `token`. */
const everyCall = (slug: string, id: string, token?: string) => [
  call("GET", `/manage/${slug}/events`, { token }),
  call("POST", `/manage/${slug}/events`, { token, json: body }),
  call("GET", `/manage/${slug}/events/${id}`, { token }),
  call("PUT", `/manage/${slug}/events/${id}`, { token, json: { ...body, title: "Mine" } }),
  call("DELETE", `/manage/${slug}/events/${id}`, { token }),
];

async function expectUntouched(slug: string, token: string, id: string) {
  const list = await call("GET", `/manage/${slug}/events`, { token });
  expect(list.body.events.map((event: { id: string; title: string }) => event)).toEqual([
    expect.objectContaining({ id, title: "Private tasting" }),
  ]);
}

describe("manage events: security", () => {
  it("signed out is 401 on every call", async () => {
    const { site, token, eventId } = await siteWithEvent();
    for (const reply of await Promise.all(everyCall(site.slug, eventId))) {
      expect(reply.status).toBe(401);
    }
    await expectUntouched(site.slug, token, eventId);
  });

  it("another site's owner gets 404, with the site's slug or their own", async () => {
    const { site, token, eventId } = await siteWithEvent();
    const other = await makeKitchen();
    for (const reply of await Promise.all(everyCall(site.slug, eventId, other.token))) {
      expect(reply.status).toBe(404);
    }
    // Their own site's address with this site's event id: still not theirs.
    const replies = await Promise.all(everyCall(other.site.slug, eventId, other.token).slice(2));
    for (const reply of replies) expect(reply.status).toBe(404);
    await expectUntouched(site.slug, token, eventId);
  });

  it("a manager of another site and a reader of this one get 404", async () => {
    const { site, token, eventId } = await siteWithEvent();
    const elsewhere = await makeSite();
    const { token: managerElsewhere } = await addManager(elsewhere.id);
    const reader = await makeUser();
    const onSite = await signedIn(reader.id, site.id);
    for (const reply of await Promise.all(everyCall(site.slug, eventId, managerElsewhere))) {
      expect(reply.status).toBe(404);
    }
    // A reader signed in on the site itself has no kitchen role there.
    for (const reply of await Promise.all(everyCall(site.slug, eventId, onSite))) {
      expect(reply.status).toBe(404);
    }
    await expectUntouched(site.slug, token, eventId);
  });

  it("API tokens: read-only may read but not write (403); a site outside the scope is 404", async () => {
    const reader = await makeApiToken({ access: "read" });
    const created = await call("POST", `/manage/${reader.site.slug}/events`, {
      token: reader.token,
      json: body,
    });
    const id = created.body.event.id as string;
    const list = await call("GET", `/manage/${reader.site.slug}/events`, { token: reader.secret });
    expect(list.status).toBe(200);
    for (const reply of await Promise.all(
      everyCall(reader.site.slug, id, reader.secret)
        .slice(3)
        .concat(
          call("POST", `/manage/${reader.site.slug}/events`, { token: reader.secret, json: body }),
        ),
    )) {
      expect(reply.status).toBe(403);
    }

    const writer = await makeApiToken({ access: "write" });
    const made = await call("POST", `/manage/${writer.site.slug}/events`, {
      token: writer.secret,
      json: body,
    });
    expect(made.status).toBe(201);
    const ownOther = await makeSite({ ownerId: writer.owner.id });
    const outside = await call("POST", `/manage/${ownOther.slug}/events`, {
      token: writer.secret,
      json: body,
    });
    expect(outside.status).toBe(404);
    const stranger = await call("GET", `/manage/${reader.site.slug}/events`, {
      token: writer.secret,
    });
    expect(stranger.status).toBe(404);
  });
});
