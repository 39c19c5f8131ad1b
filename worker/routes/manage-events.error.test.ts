import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { doc, makeImageRow, makeKitchen } from "../test/manage-factories";

const valid = {
  title: "Bread class",
  date: "2031-03-14T10:00",
  timeZone: "Europe/Copenhagen",
  location: "The bakery",
};

const issuePaths = (body: { issues: { path: string }[] }) => body.issues.map((i) => i.path);

describe("manage events: errors", () => {
  it("bad dates, unknown time zones, bad addresses and over-long fields are 400 at their field", async () => {
    const { site, token } = await makeKitchen();
    const cases: [Record<string, unknown>, string][] = [
      [{ date: "2031-02-30T10:00" }, "date"],
      [{ date: "14/03/2031 10:00" }, "date"],
      [{ date: "2031-03-14T25:00" }, "date"],
      [{ date: "" }, "date"],
      [{ endDate: "2031-03-14T09:00" }, "endDate"],
      [{ endDate: "2031-03-14T10:00" }, "endDate"],
      [{ endDate: "tomorrow" }, "endDate"],
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone"],
      [{ timeZone: "" }, "timeZone"],
      [{ href: "javascript:alert(1)" }, "href"],
      [{ onlineUrl: "not a link" }, "onlineUrl"],
      [{ href: `https://example.com/${"a".repeat(2100)}` }, "href"],
      [{ title: "x".repeat(201) }, "title"],
      [{ title: "   " }, "title"],
      [{ location: "x".repeat(301) }, "location"],
      [{ location: null, onlineUrl: null }, "location"],
      [{ description: "plain text" }, "description"],
      [{ imageId: "not-a-uuid" }, "imageId"],
    ];
    for (const [change, path] of cases) {
      const reply = await call("POST", `/manage/${site.slug}/events`, {
        token,
        json: { ...valid, ...change },
      });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body.error).toBe("bad_request");
      expect(issuePaths(reply.body), JSON.stringify(change)).toContain(path);
    }
    const list = await call("GET", `/manage/${site.slug}/events`, { token });
    expect(list.body.events).toEqual([]);
  });

  it("an edit with bad input changes nothing", async () => {
    const { site, token } = await makeKitchen();
    const created = await call("POST", `/manage/${site.slug}/events`, { token, json: valid });
    const reply = await call("PUT", `/manage/${site.slug}/events/${created.body.event.id}`, {
      token,
      json: { ...valid, timeZone: "Nowhere/Special", title: "Changed" },
    });
    expect(reply.status).toBe(400);
    const read = await call("GET", `/manage/${site.slug}/events/${created.body.event.id}`, {
      token,
    });
    expect(read.body.event.title).toBe("Bread class");
  });

  it("another site's picture is a field issue, not a link to it", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeKitchen();
    const image = await makeImageRow(other.site.id);
    const reply = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: { ...valid, imageId: image.id, description: doc("Bring an apron.") },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([{ path: "imageId", message: "Unknown image" }]);
  });

  it("an unknown or malformed event id is 404; malformed JSON is 400", async () => {
    const { site, token } = await makeKitchen();
    for (const id of [crypto.randomUUID(), "nope"]) {
      expect((await call("GET", `/manage/${site.slug}/events/${id}`, { token })).status).toBe(404);
      const put = await call("PUT", `/manage/${site.slug}/events/${id}`, { token, json: valid });
      expect(put.status).toBe(404);
      const del = await call("DELETE", `/manage/${site.slug}/events/${id}`, { token });
      expect(del.status).toBe(404);
    }
    const broken = await call("POST", `/manage/${site.slug}/events`, {
      token,
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });
});
