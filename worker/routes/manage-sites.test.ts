import { describe, expect, it } from "vitest";
import { siteMembers } from "../../schema/db/sites";
import { call, db, makeSite, makeUser, signedIn } from "../test/factories";

describe("GET /manage/sites", () => {
  it("lists the sites the user owns or manages, and no others", async () => {
    const user = await makeUser();
    const owned = await makeSite({ ownerId: user.id, title: "Alpha Kitchen" });
    const managed = await makeSite({ title: "Beta Bakes" });
    await db().insert(siteMembers).values({ siteId: managed.id, userId: user.id, role: "manager" });
    await makeSite({ title: "Somebody Else's" });

    const res = await call("GET", "/manage/sites", { token: await signedIn(user.id) });
    expect(res.status).toBe(200);
    expect(res.body.sites).toEqual([
      {
        id: owned.id,
        slug: owned.slug,
        title: "Alpha Kitchen",
        role: "owner",
        url: `http://${owned.slug}.localhost:8788`,
      },
      {
        id: managed.id,
        slug: managed.slug,
        title: "Beta Bakes",
        role: "manager",
        url: `http://${managed.slug}.localhost:8788`,
      },
    ]);
  });

  it("is empty for a reader", async () => {
    const res = await call("GET", "/manage/sites", {
      token: await signedIn((await makeUser()).id),
    });
    expect(res.body).toEqual({ sites: [] });
  });

  it("is 401 signed out, and 401 for a session signed in on a site", async () => {
    expect((await call("GET", "/manage/sites")).status).toBe(401);
    const site = await makeSite();
    const token = await signedIn(site.ownerId, site.id);
    expect((await call("GET", "/manage/sites", { token })).status).toBe(401);
  });
});
