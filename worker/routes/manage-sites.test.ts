import { siteMembers } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn, unique } from "../test/factories";

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
    expect(res.body).toEqual({ sites: [], deletedSites: [] });
  });

  it("is 401 signed out, and 401 for a session signed in on a site", async () => {
    expect((await call("GET", "/manage/sites")).status).toBe(401);
    const site = await makeSite();
    const token = await signedIn(site.ownerId, site.id);
    expect((await call("GET", "/manage/sites", { token })).status).toBe(401);
  });
});

describe("POST /manage/sites", () => {
  it("opens a site with the caller as owner, who can run it at once", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    const slug = unique("fresh").slice(0, 40);
    const res = await call("POST", "/manage/sites", { token, json: { title: " Fresh ", slug } });
    expect(res.status).toBe(201);
    expect(res.body.site).toMatchObject({
      slug,
      title: "Fresh",
      role: "owner",
      url: `http://${slug}.localhost:8788`,
    });
    const [member] = await db()
      .select()
      .from(siteMembers)
      .where(eq(siteMembers.siteId, res.body.site.id));
    expect(member).toMatchObject({ userId: user.id, role: "owner" });
    expect((await call("GET", `/manage/${slug}/current-site`, { token })).status).toBe(200);
    const list = await call("GET", "/manage/sites", { token });
    expect(list.body.sites.map((s: { slug: string }) => s.slug)).toEqual([slug]);
  });

  it("a taken slug is 409 on slug; reserved and malformed slugs are 400", async () => {
    const token = await signedIn((await makeUser()).id);
    const existing = await makeSite();
    const taken = await call("POST", "/manage/sites", {
      token,
      json: { title: "Mine", slug: existing.slug },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.issues).toEqual([
      { path: "slug", message: "Another site uses this address" },
    ]);
    for (const slug of [
      "www",
      "api",
      "admin",
      "kitchen",
      "mail",
      "app",
      "static",
      "media",
      "sign-in",
    ]) {
      const res = await call("POST", "/manage/sites", { token, json: { title: "T", slug } });
      expect(res.status, slug).toBe(400);
      expect(res.body.issues).toEqual([{ path: "slug", message: "This address is reserved" }]);
    }
    for (const json of [
      { title: "T", slug: "Not Valid" },
      { title: "", slug: "ok-slug" },
      { slug: "x".repeat(64), title: "T" },
    ]) {
      expect((await call("POST", "/manage/sites", { token, json })).status).toBe(400);
    }
  });

  it("is 401 signed out and for a session signed in on a site", async () => {
    expect((await call("POST", "/manage/sites", { json: { title: "T", slug: "t" } })).status).toBe(
      401,
    );
    const site = await makeSite();
    const token = await signedIn(site.ownerId, site.id);
    expect((await call("POST", "/manage/sites", { token, json: {} })).status).toBe(401);
  });
});
