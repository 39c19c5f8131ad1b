import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

const page = { url: "https://yoast.blog.test/weeknight-beef-chili" };

describe("POST manage/recipe-parse: who may call", () => {
  it("signed out is 401, even with a bad body", async () => {
    expect((await call("POST", "/manage/recipe-parse", { json: page })).status).toBe(401);
    expect((await call("POST", "/manage/recipe-parse", { json: {} })).status).toBe(401);
  });

  it("another site's owner naming that site is 404, and learns nothing of it", async () => {
    const site = await makeKitchen();
    const other = await makeKitchen();
    const res = await call("POST", "/manage/recipe-parse", {
      token: other.token,
      json: { ...page, siteSlug: site.site.slug },
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("Chili");
  });

  it("a user who runs no site may parse without a site but not name one", async () => {
    const site = await makeKitchen();
    const stranger = await signedIn((await makeUser()).id);
    const named = await call("POST", "/manage/recipe-parse", {
      token: stranger,
      json: { ...page, siteSlug: site.site.slug },
    });
    expect(named.status).toBe(404);
    const unknown = await call("POST", "/manage/recipe-parse", {
      token: stranger,
      json: { ...page, siteSlug: "no-such-site-here" },
    });
    expect(unknown.status).toBe(404);
  });

  it("a session signed in on a creator's site is 401 here", async () => {
    const site = await makeKitchen();
    const reader = await makeUser();
    const token = await signedIn(reader.id, site.site.id);
    expect((await call("POST", "/manage/recipe-parse", { token, json: page })).status).toBe(401);
  });

  it("a manager of the site may name it", async () => {
    const site = await makeKitchen();
    const manager = await addManager(site.site.id);
    const res = await call("POST", "/manage/recipe-parse", {
      token: manager.token,
      json: {
        text: "Toast\nIngredients\n1 slice bread\nInstructions\nToast it.",
        siteSlug: site.site.slug,
      },
    });
    expect(res.status).toBe(200);
  });

  it("an API token parses for a site it is scoped to, and must name it", async () => {
    const { site, secret } = await makeApiToken();
    const text = "Toast\nIngredients\n1 slice bread\nInstructions\nToast it.";
    const named = await call("POST", "/manage/recipe-parse", {
      token: secret,
      json: { text, siteSlug: site.slug },
    });
    expect(named.status).toBe(200);
    // Without a site: a 400 on the field to add, not a 403 (the token may parse).
    const unnamed = await call("POST", "/manage/recipe-parse", { token: secret, json: { text } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.issues).toEqual([{ path: "siteSlug", message: expect.any(String) }]);
    // A site the token was not given is any other site's answer.
    const other = await makeKitchen();
    const foreign = await call("POST", "/manage/recipe-parse", {
      token: secret,
      json: { text, siteSlug: other.site.slug },
    });
    expect(foreign.status).toBe(404);
  });

  it("a read-only API token is refused (403), site or not", async () => {
    const { site, secret } = await makeApiToken({ access: "read" });
    for (const json of [page, { ...page, siteSlug: site.slug }]) {
      const res = await call("POST", "/manage/recipe-parse", { token: secret, json });
      expect(res.status).toBe(403);
    }
  });
});
