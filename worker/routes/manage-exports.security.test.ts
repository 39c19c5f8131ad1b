import { describe, expect, it } from "vitest";
import { call, signedIn } from "../test/factories";
import { makeKitchen, makeSubscriberRow } from "../test/manage-factories";
import { recordingQueue } from "../test/newsletter-helpers";

/** Who may ask for an export, and see one: a site's managers, and each reader for themself. */
describe("exports: tenancy", () => {
  it("signed out is 401, for a site's export and a reader's alike", async () => {
    const { site } = await makeKitchen();
    for (const [method, path] of [
      ["POST", `/manage/${site.slug}/exports`],
      ["GET", `/manage/${site.slug}/exports`],
      ["POST", "/manage/account-exports"],
      ["GET", "/manage/account-exports"],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("another site's owner gets 404 and sees none of this site's exports", async () => {
    const mine = await makeKitchen();
    const theirs = await makeKitchen();
    const queue = recordingQueue();
    const started = await call(
      "POST",
      `/manage/${mine.site.slug}/exports`,
      { token: mine.token },
      queue.env,
    );
    expect(started.status).toBe(202);
    const asked = await call(
      "POST",
      `/manage/${mine.site.slug}/exports`,
      { token: theirs.token },
      queue.env,
    );
    expect(asked.status).toBe(404);
    const listed = await call("GET", `/manage/${mine.site.slug}/exports`, { token: theirs.token });
    expect(listed.status).toBe(404);
    const own = await call("GET", `/manage/${theirs.site.slug}/exports`, { token: theirs.token });
    expect(own.body.exports).toEqual([]);
    // Nor is a site's export among its owner's own-data exports.
    const account = await call("GET", "/manage/account-exports", { token: mine.token });
    expect(account.body.exports).toEqual([]);
    expect(queue.jobs).toHaveLength(1);
  });

  it("a reader cannot export a site: 404, signed in on the platform or on the site", async () => {
    const { site } = await makeKitchen();
    const reader = await makeSubscriberRow(site.id, "monthly");
    const queue = recordingQueue();
    const platform = await call(
      "POST",
      `/manage/${site.slug}/exports`,
      { token: await signedIn(reader.userId) },
      queue.env,
    );
    expect(platform.status).toBe(404);
    const onSite = await call(
      "POST",
      `/manage/${site.slug}/exports`,
      { token: await signedIn(reader.userId, site.id) },
      queue.env,
    );
    expect(onSite.status).toBe(404);
    expect(queue.jobs).toEqual([]);
  });

  it("a reader's own export needs a platform session and lists only their own", async () => {
    const { site } = await makeKitchen();
    const reader = await makeSubscriberRow(site.id, "free");
    const other = await makeSubscriberRow(site.id, "free");
    const queue = recordingQueue();
    const fromSite = await call(
      "POST",
      "/manage/account-exports",
      { token: await signedIn(reader.userId, site.id) },
      queue.env,
    );
    expect(fromSite.status).toBe(401);
    const token = await signedIn(reader.userId);
    const started = await call("POST", "/manage/account-exports", { token }, queue.env);
    expect(started.status).toBe(202);
    const theirs = await call("GET", "/manage/account-exports", {
      token: await signedIn(other.userId),
    });
    expect(theirs.body.exports).toEqual([]);
    const mine = await call("GET", "/manage/account-exports", { token });
    expect(mine.body.exports.map((e: { id: string }) => e.id)).toEqual([started.body.export.id]);
  });
});
