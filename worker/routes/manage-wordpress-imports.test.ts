import { env } from "cloudflare:test";
import type { WordpressImportView } from "@schema/api/recipe-import";
import { beforeAll, describe, expect, it } from "vitest";
import { runWordpressImportJob } from "../services/import/wordpress";
import { call, databases } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { loadReferenceCatalogues } from "../test/reference-catalogues";

const exportXml = async () =>
  (await fetch("https://exports.test/butter-and-crumbs.wordpress.xml")).text();

async function progress(siteSlug: string, token: string, id: string): Promise<WordpressImportView> {
  const res = await call("GET", `/manage/${siteSlug}/wordpress-imports/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.import;
}

describe("manage/{siteSlug}/wordpress-imports", () => {
  beforeAll(loadReferenceCatalogues);

  it("imports each recipe of an export as a draft through JOBS, once", async () => {
    const { site, token } = await makeKitchen();
    const xml = await exportXml();
    const started = await call("POST", `/manage/${site.slug}/wordpress-imports`, {
      token,
      json: { xml, fileName: "butter-and-crumbs.xml" },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const view = started.body.import as WordpressImportView;
    expect(view.items.map((item) => [item.title, item.status])).toEqual([
      ["No-Knead Bread", "queued"],
      ["Overnight Oats", "queued"],
    ]);
    // Each message run twice, as a redelivery would: one draft per recipe all the same.
    for (const item of view.items) {
      // As startWordpressImport sends it: the site's id names the database of the import.
      const job = {
        type: "wordpress-import-recipe" as const,
        importId: view.id,
        position: item.position,
        siteId: site.id,
      };
      await runWordpressImportJob(env, databases(), job);
      await runWordpressImportJob(env, databases(), job);
    }
    const done = await progress(site.slug, token, view.id);
    expect(done.done).toBe(true);
    expect(done.items.map((item) => item.status)).toEqual(["created", "created"]);
    const list = await call("GET", `/manage/${site.slug}/recipes`, { token });
    expect(list.body.total).toBe(2);
    const bread = await call("GET", `/manage/${site.slug}/recipes/${done.items[0]?.recipeId}`, {
      token,
    });
    expect(bread.body.recipe).toMatchObject({
      title: "No-Knead Bread",
      status: "draft",
      prepTimeMinutes: 10,
      legacyRecipeData: { importedFrom: "https://crumbs.blog.test/no-knead-bread/" },
    });
    expect(
      bread.body.recipe.ingredientUsageGroups.map((g: { title: string | null }) => g.title),
    ).toEqual([null, "For the topping"]);
    expect(bread.body.recipe.images).toHaveLength(1);

    // The same export again: everything was imported before, nothing is queued.
    const again = await call("POST", `/manage/${site.slug}/wordpress-imports`, {
      token,
      json: { xml },
    });
    expect((again.body.import as WordpressImportView).items.map((item) => item.status)).toEqual([
      "skipped",
      "skipped",
    ]);
    expect((again.body.import as WordpressImportView).done).toBe(true);
  });

  it("refuses a file with no recipes, and hides an import from another site's owner", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeKitchen();
    const empty = await call("POST", `/manage/${site.slug}/wordpress-imports`, {
      token,
      json: { xml: "<rss><channel><item><wp:post_type>post</wp:post_type></item></channel></rss>" },
    });
    expect(empty.status).toBe(400);
    const started = await call("POST", `/manage/${site.slug}/wordpress-imports`, {
      token,
      json: { xml: await exportXml() },
    });
    const id = started.body.import.id;
    expect(
      (await call("GET", `/manage/${site.slug}/wordpress-imports/${id}`, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call("GET", `/manage/${other.site.slug}/wordpress-imports/${id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("POST", `/manage/${site.slug}/wordpress-imports`, { json: { xml: "x" } })).status,
    ).toBe(401);
  });
});
