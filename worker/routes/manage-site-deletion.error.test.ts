import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

/** Bad input to the site deletion calls: 400 with the field, the site untouched. */

describe("deleting a site: bad input", () => {
  it("refuses a missing or wrong slug with the field named, and the site stays up", async () => {
    const { site, token } = await makeKitchen();
    for (const json of [{}, { confirmSlug: "" }, { confirmSlug: `${site.slug}-not` }]) {
      const res = await call("POST", `/manage/${site.slug}/deletion`, { token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(["confirmSlug"]);
    }
    const wrong = await call("POST", `/manage/${site.slug}/deletion`, {
      token,
      json: { confirmSlug: "something-else" },
    });
    expect(wrong.body.message).toBe(`Type ${site.slug} to confirm`);
    expect((await call("GET", `/site/${site.slug}/current-site`)).status).toBe(200);
  });

  it("answers 404 to restoring a live site, an unknown slug or a malformed one", async () => {
    const { site, token } = await makeKitchen();
    for (const slug of [site.slug, "no-such-site-here", "Not A Slug"]) {
      const res = await call("POST", `/manage/deleted-sites/${encodeURIComponent(slug)}/restore`, {
        token,
      });
      expect(res.status, slug).toBe(404);
    }
  });

  it("deleting twice is a 404 the second time: the site is no longer there to delete", async () => {
    const { site, token } = await makeKitchen();
    const json = { confirmSlug: site.slug };
    expect((await call("POST", `/manage/${site.slug}/deletion`, { token, json })).status).toBe(200);
    expect((await call("POST", `/manage/${site.slug}/deletion`, { token, json })).status).toBe(404);
  });
});
