import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, signedIn, unique } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

describe("personal API tokens: who may do what", () => {
  it("managing tokens needs a platform session: signed out 401, a site's session 401", async () => {
    const { owner, site, id } = await makeApiToken();
    const siteSession = await signedIn(owner.id, site.id);
    for (const token of [undefined, siteSession]) {
      expect((await call("GET", "/manage/api-tokens", { token })).status).toBe(401);
      const create = await call("POST", "/manage/api-tokens", {
        token,
        json: { name: "x", access: "read", siteIds: null },
      });
      expect(create.status).toBe(401);
      expect((await call("DELETE", `/manage/api-tokens/${id}`, { token })).status).toBe(401);
    }
  });

  it("a token cannot mint tokens, sign-in links or sign out (403)", async () => {
    const { secret, id } = await makeApiToken({ access: "write", siteIds: null });
    const asToken = (method: string, path: string, json?: unknown) =>
      call(method, path, { token: secret, json });
    const refused = [
      await asToken("GET", "/manage/api-tokens"),
      await asToken("POST", "/manage/api-tokens", { name: "x", access: "write", siteIds: null }),
      await asToken("DELETE", `/manage/api-tokens/${id}`),
      await asToken("POST", "/manage/single-use-tokens", {}),
      await asToken("POST", "/manage/sign-out"),
      await asToken("PUT", "/manage/current-user", { displayName: "Mallory" }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: "forbidden", message: expect.any(String) });
    }
  });

  it("a read-only token is refused on writes (403) and allowed reads", async () => {
    const { site, secret } = await makeApiToken({ access: "read" });
    const write = await call("POST", `/manage/${site.slug}/recipes`, {
      token: secret,
      json: { title: "Nope", slug: unique("nope") },
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ error: "forbidden", message: "This API token is read-only" });
    expect((await call("GET", `/manage/${site.slug}/recipes`, { token: secret })).status).toBe(200);
  });

  it("a site outside the token's scope, or another person's, is 404", async () => {
    const { owner, secret } = await makeApiToken();
    const ownOther = await makeSite({ ownerId: owner.id });
    const stranger = await makeKitchen();
    for (const slug of [ownOther.slug, stranger.site.slug]) {
      const answer = await call("GET", `/manage/${slug}/recipes`, { token: secret });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: "not_found" });
    }
    // A token for all of its person's sites still does not reach a stranger's.
    const all = await makeApiToken({ siteIds: null });
    const foreign = await call("GET", `/manage/${stranger.site.slug}/recipes`, {
      token: all.secret,
    });
    expect(foreign.status).toBe(404);
  });

  it("a token cannot be made for another person's site, nor revoked by them", async () => {
    const mine = await makeApiToken();
    const stranger = await makeKitchen();
    const create = await call("POST", "/manage/api-tokens", {
      token: stranger.token,
      json: { name: "Grab", access: "write", siteIds: [mine.site.id] },
    });
    expect(create.status).toBe(404);
    const revoke = await call("DELETE", `/manage/api-tokens/${mine.id}`, {
      token: stranger.token,
    });
    expect(revoke.status).toBe(404);
    const stillWorks = await call("GET", `/manage/${mine.site.slug}/recipes`, {
      token: mine.secret,
    });
    expect(stillWorks.status).toBe(200);
  });

  it("acts on the manage API only: on site calls it is no one", async () => {
    const { site, secret } = await makeApiToken({ siteIds: null });
    const me = await call("GET", `/site/${site.slug}/current-user`, { token: secret });
    expect(me.status).toBe(401);
  });
});
