import { contributors } from "@schema/db/contributors";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call, makeSite, siteDb } from "../test/factories";
import { creditContributor, makeContributorRow, makeImageRow } from "../test/manage-factories";
import { daysAgo, makeRecipe } from "../test/recipe-factories";

describe("GET /site/{siteSlug}/contributors", () => {
  it("lists the people credited on published recipes, with them, newest first", async () => {
    const site = await makeSite();
    const db = await siteDb(site.id);
    const photo = await makeImageRow(site.id);
    const tester = await makeContributorRow(site.id);
    await db
      .update(contributors)
      .set({
        bio: "Tests every recipe twice.",
        imageId: photo.id,
        links: ["https://tester.example.com"],
        position: 0,
      })
      .where(eq(contributors.id, tester.id));
    const older = await makeRecipe({
      siteId: site.id,
      title: "Older Soup",
      publishedAt: daysAgo(9),
    });
    const newer = await makeRecipe({
      siteId: site.id,
      title: "Newer Tart",
      privacySetting: "subscribers_only",
      publishedAt: daysAgo(1),
    });
    await creditContributor(site.id, tester.id, older.id, newer.id);

    const res = await call("GET", `/site/${site.slug}/contributors`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    await expectDocumented("GET", "/site/:siteSlug/contributors", res);
    expect(res.body.contributors).toEqual([
      {
        id: tester.id,
        name: tester.name,
        bio: "Tests every recipe twice.",
        image: expect.objectContaining({ id: photo.id, url: `/media/${photo.key}` }),
        links: ["https://tester.example.com"],
        recipes: [
          { slug: newer.slug, title: "Newer Tart", subscribersOnly: true },
          { slug: older.slug, title: "Older Soup", subscribersOnly: false },
        ],
      },
    ]);
  });

  it("keeps the site's order of people", async () => {
    const site = await makeSite();
    const db = await siteDb(site.id);
    const recipe = await makeRecipe({ siteId: site.id });
    const [first, second] = [await makeContributorRow(site.id), await makeContributorRow(site.id)];
    await db.update(contributors).set({ position: 2 }).where(eq(contributors.id, first.id));
    await db.update(contributors).set({ position: 1 }).where(eq(contributors.id, second.id));
    await creditContributor(site.id, first.id, recipe.id);
    await creditContributor(site.id, second.id, recipe.id);
    const res = await call("GET", `/site/${site.slug}/contributors`);
    expect(res.body.contributors.map((person: { id: string }) => person.id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it("a site that credits no one has an empty list", async () => {
    const site = await makeSite();
    await makeContributorRow(site.id);
    const res = await call("GET", `/site/${site.slug}/contributors`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ contributors: [] });
  });
});
