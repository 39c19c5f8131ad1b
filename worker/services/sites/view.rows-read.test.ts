import { env } from "cloudflare:test";
import { featuredRecipes } from "@schema/db/site-content";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { type D1Tally, meterD1 } from "../../lib/d1-meter";
import { siteDatabases } from "../../lib/site-databases";
import { makeSite, siteDb } from "../../test/factories";
import { daysAgo, makeRecipe } from "../../test/recipe-factories";
import { siteView, siteViewBySlug } from "./view";

describe("siteView rows read", () => {
  it("reads as many rows on a site twice the size: the featured picks lead to their recipes", async () => {
    const site = await makeSite();
    let made = 0;
    const grow = async (count: number) => {
      for (let n = 0; n < count; n++) {
        made += 1;
        await makeRecipe({ siteId: site.id, publishedAt: daysAgo(made) });
      }
    };
    await grow(5);
    const picks = await makeRecipe({ siteId: site.id });
    await (await siteDb(site.id))
      .insert(featuredRecipes)
      .values({ siteId: site.id, recipeId: picks.id, position: 0 });
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      // The platform's reads and the site database's, in one tally (ADR 0014).
      const meter = (binding: D1Database) => meterD1(binding, tally);
      const metered = drizzle(meter(env.DB));
      const byId = await siteView(siteDatabases(env, metered, meter), site);
      const bySlug = await siteViewBySlug(siteDatabases(env, metered, meter), site.slug);
      expect(byId.featuredRecipes.map((card) => card.id)).toEqual([picks.id]);
      expect(bySlug?.featuredRecipes.map((card) => card.id)).toEqual([picks.id]);
      return tally.rowsRead;
    };

    await grow(40);
    const before = await rowsRead();
    await grow(40);
    const after = await rowsRead();

    // Walking recipes' site index read every published recipe of the site (+80 per view).
    expect(after).toBe(before);
  });
});
