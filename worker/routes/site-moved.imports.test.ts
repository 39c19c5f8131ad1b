import { env } from "cloudflare:test";
import type { WordpressImportView } from "@schema/api/recipe-import";
import { recipeNutrition } from "@schema/db/recipe-nutrition";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import type { WordpressImportJob } from "../queues/jobs";
import { runWordpressImportJob } from "../services/import/wordpress";
import { backfillLabels } from "../services/nutrition/recompute";
import { call, databases, db, makeUser } from "../test/factories";
import {
  createRecipe,
  makeIngredientRow,
  makeKitchen,
  minimalRecipe,
} from "../test/manage-factories";
import { contentVersion, countIn, move, withSitesOnPlatform } from "../test/moved-sites";
import { recordingQueue } from "../test/newsletter-helpers";
import { gramsLine, refId } from "../test/nutrition-helpers";
import { makeFreePlan } from "../test/recipe-factories";
import { loadReferenceCatalogues } from "../test/reference-catalogues";
import { importQueue, previewImport } from "../test/subscriber-import-helpers";

/**
 * A moved site's kitchen tools (ADR 0014): importing a recipe from a page and a WordPress
 * export, importing subscribers, and nutrition (an ingredient's food, the live label, the cron's backfill), with the
 * site's rows in its own database and the platform's catalogue and USDA foods in the
 * platform's.
 */

withSitesOnPlatform();
beforeAll(loadReferenceCatalogues);

const siteDb = () => drizzle(env.SITE_DB_1);
const storedLabel = async (recipeId: string) =>
  (
    await siteDb()
      .select({ label: recipeNutrition.label })
      .from(recipeNutrition)
      .where(eq(recipeNutrition.recipeId, recipeId))
  )[0]?.label;

describe("a moved site's imports and nutrition", { timeout: 120_000 }, () => {
  it("imports a recipe from a page there, its picture copied, the site's own ingredient known", async () => {
    const { site, token } = await makeKitchen();
    const own = await makeIngredientRow(site.id, "house chili crisp");
    await move(site.id);
    const parsed = await call("POST", "/manage/recipe-parse", {
      token,
      json: { siteSlug: site.slug, url: "https://wprm.blog.test/chewy-chocolate-chip-cookies" },
    });
    expect(parsed.status, JSON.stringify(parsed.body)).toBe(200);
    // A line naming the site's own ingredient points at its row, read from its database.
    const text = await call("POST", "/manage/recipe-parse", {
      token,
      json: {
        siteSlug: site.slug,
        text: "Crisp eggs\nIngredients\n2 tbsp house chili crisp\n2 eggs\nInstructions\nFry.",
      },
    });
    expect(text.status, JSON.stringify(text.body)).toBe(200);
    expect(JSON.stringify(text.body.draft)).toContain(own.id);
    const created = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft: parsed.body.draft },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const editor = await call("GET", `/manage/${site.slug}/recipes/${created.body.recipe.id}`, {
      token,
    });
    expect(editor.body.recipe.title).toBe(parsed.body.draft.title);
    expect(editor.body.recipe.images.length).toBeGreaterThan(0);
    expect(await countIn(env.SITE_DB_1, "recipes", site.id)).toBe(1);
    expect(await countIn(env.SITE_DB_1, "images", site.id)).toBeGreaterThan(0);
    expect(await countIn(env.DB, "recipes", site.id)).toBe(0);
    const again = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft: parsed.body.draft },
    });
    expect([again.status, again.body.recipe.id]).toEqual([200, created.body.recipe.id]);
  });

  it("imports a WordPress export there through its queue jobs", async () => {
    const { site, token } = await makeKitchen();
    await move(site.id);
    const queue = recordingQueue();
    const xml = await (await fetch("https://exports.test/butter-and-crumbs.wordpress.xml")).text();
    const started = await call(
      "POST",
      `/manage/${site.slug}/wordpress-imports`,
      { token, json: { xml, fileName: "butter-and-crumbs.xml" } },
      queue.env,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const jobs = queue.jobs as WordpressImportJob[];
    expect(jobs.map((job) => job.siteId)).toEqual([site.id, site.id]);
    for (const job of jobs) await runWordpressImportJob(env, databases(), job);
    const view = started.body.import as WordpressImportView;
    const done = await call("GET", `/manage/${site.slug}/wordpress-imports/${view.id}`, { token });
    expect(done.body.import.items.map((item: { status: string }) => item.status)).toEqual([
      "created",
      "created",
    ]);
    expect(await countIn(env.SITE_DB_1, "recipes", site.id)).toBe(2);
    expect(await countIn(env.DB, "wordpress_imports", site.id)).toBe(0);
  });

  it("imports a subscriber list there: accounts on the platform, subscriptions in its database", async () => {
    const { site, token } = await makeKitchen();
    const known = await makeUser();
    const subscribed = await makeUser();
    await makeFreePlan(site.id, subscribed);
    await move(site.id);
    const fresh = `fresh-${crypto.randomUUID()}@example.net`;
    const queue = importQueue();
    const preview = await previewImport(
      site.slug,
      token,
      `email\n${fresh}\n${known.email}\n${subscribed.email}\n`,
      queue,
    );
    expect(preview.counts).toMatchObject({ new: 2, already_subscribed: 1 });
    const started = await call(
      "POST",
      `/manage/${site.slug}/subscriber-imports/${preview.id}/start`,
      { token, json: { consent: true } },
      queue.env,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await queue.drain({ twice: true });
    const done = await call("GET", `/manage/${site.slug}/subscriber-imports/${preview.id}`, {
      token,
    });
    expect(done.body.import).toMatchObject({ status: "done", counts: { imported: 2 } });
    const accounts = await db().select({ id: users.id }).from(users).where(eq(users.email, fresh));
    expect(accounts).toHaveLength(1);
    const there = await siteDb()
      .select({ userId: siteSubscriptions.userId })
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.siteId, site.id));
    expect(there.map((row) => row.userId).sort()).toEqual(
      [accounts[0]?.id, known.id, subscribed.id].sort(),
    );
    expect(await countIn(env.DB, "site_subscriptions", site.id)).toBe(0);
    expect(await countIn(env.DB, "subscriber_imports", site.id)).toBe(0);
  });

  it("matches its own ingredient to a food, previews a label and backfills one there", async () => {
    const { site, token } = await makeKitchen();
    const own = await makeIngredientRow(site.id, "house butter");
    const body = minimalRecipe({
      yieldServings: 2,
      ingredientUsageGroups: [{ ingredientUsages: [gramsLine(100, own.id)] }],
    });
    const recipe = await createRecipe(site.slug, token, body);
    await move(site.id);
    const version = await contentVersion(site.id);
    const matched = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
      token,
      json: { foodNdb: "01001" },
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body.recomputedRecipes).toBe(1);
    expect((await storedLabel(recipe.id))?.whole.calories).toBeCloseTo(717, 0);
    // A draft only: no page shows its label, so the cache key stays.
    expect(await contentVersion(site.id)).toBe(version);

    const preview = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
      token,
      json: {
        yieldServings: 4,
        lines: [
          { key: "a", ...gramsLine(400, refId("ingredients", "all-purpose-flour")) },
          { key: "b", ...gramsLine(100, own.id) },
        ],
      },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.label.whole.calories).toBeCloseTo(1456 + 717, 0);

    await siteDb().delete(recipeNutrition).where(eq(recipeNutrition.recipeId, recipe.id));
    await backfillLabels({ site: siteDb(), platform: db() });
    expect((await storedLabel(recipe.id))?.whole.calories).toBeCloseTo(717, 0);
  });
});
