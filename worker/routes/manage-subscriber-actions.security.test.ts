import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, signedIn, siteDb } from "../test/factories";
import { makeKitchen, makeSubscriberRow } from "../test/manage-factories";

const comp = { action: "comp", days: 30, confirm: true };

describe("subscriber actions: only the site's managers, only its subscribers", () => {
  it("signed out is 401", async () => {
    const { site } = await makeKitchen();
    const free = await makeSubscriberRow(site.id, "free");
    const res = await call("POST", `/manage/${site.slug}/subscribers/${free.id}/actions`, {
      json: comp,
    });
    expect(res.status).toBe(401);
  });

  it("another site's owner is 404, and so is this site's owner naming another site's subscriber", async () => {
    const mine = await makeKitchen();
    // In the same database, so naming the subscriber from there could reach the row.
    const theirs = await makeKitchen({ database: mine.site.database });
    const free = await makeSubscriberRow(mine.site.id, "free");
    const foreignOwner = await call(
      "POST",
      `/manage/${mine.site.slug}/subscribers/${free.id}/actions`,
      { token: theirs.token, json: comp },
    );
    expect(foreignOwner.status).toBe(404);
    const crossSite = await call(
      "POST",
      `/manage/${theirs.site.slug}/subscribers/${free.id}/actions`,
      { token: theirs.token, json: comp },
    );
    expect(crossSite.status).toBe(404);
    const [row] = await (await siteDb(mine.site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, free.id));
    expect(row?.compUntil).toBeNull();
  });

  it("a reader (the subscriber themself) is not a manager: 404", async () => {
    const { site } = await makeKitchen();
    const free = await makeSubscriberRow(site.id, "free");
    const res = await call("POST", `/manage/${site.slug}/subscribers/${free.id}/actions`, {
      token: await signedIn(free.userId),
      json: comp,
    });
    expect(res.status).toBe(404);
  });

  it("ending a comp: another site's owner and signed out are refused, and the comp stays", async () => {
    const mine = await makeKitchen();
    const theirs = await makeKitchen({ database: mine.site.database });
    const free = await makeSubscriberRow(mine.site.id, "free");
    const path = `/manage/${mine.site.slug}/subscribers/${free.id}/actions`;
    await call("POST", path, { token: mine.token, json: comp });
    const end = { action: "end_comp", confirm: true };
    expect((await call("POST", path, { json: end })).status).toBe(401);
    expect((await call("POST", path, { token: theirs.token, json: end })).status).toBe(404);
    const [row] = await (await siteDb(mine.site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, free.id));
    expect(row?.compUntil).not.toBeNull();
  });
});
