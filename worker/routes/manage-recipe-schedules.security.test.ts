import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";

const soon = () => new Date(Date.now() + 3600_000).toISOString();

describe("recipe schedules belong to their site", () => {
  it("signed out is 401; another site's owner is 404 and changes nothing", async () => {
    const mine = await makeKitchen();
    const other = await makeKitchen();
    const draft = await makeRecipe({ siteId: mine.site.id, title: "Draft", publishedAt: null });
    const path = `/manage/${mine.site.slug}/recipes/${draft.id}/schedule`;
    expect((await call("PUT", path, { json: { publishAt: soon() } })).status).toBe(401);
    expect((await call("GET", `/manage/${mine.site.slug}/scheduled-recipes`)).status).toBe(401);
    for (const [method, json] of [
      ["PUT", { publishAt: soon() }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(method, path, { token: other.token, json });
      expect(res.status).toBe(404);
    }
    const list = await call("GET", `/manage/${mine.site.slug}/scheduled-recipes`, {
      token: other.token,
    });
    expect(list.status).toBe(404);
    // Another site's recipe under my own site is 404 too.
    const theirs = await makeRecipe({ siteId: other.site.id, title: "Theirs", publishedAt: null });
    const foreign = await call("PUT", `/manage/${mine.site.slug}/recipes/${theirs.id}/schedule`, {
      token: mine.token,
      json: { publishAt: soon() },
    });
    expect(foreign.status).toBe(404);
    const empty = await call("GET", `/manage/${mine.site.slug}/scheduled-recipes`, {
      token: mine.token,
    });
    expect(empty.body.scheduled).toEqual([]);
  });
});
