import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { type D1Tally, meterD1 } from "../../lib/d1-meter";
import { makeSite, siteBinding } from "../../test/factories";
import { makeRecipe } from "../../test/recipe-factories";
import { MORE_RECIPES, MORE_RECIPES_CANDIDATES, moreRecipeRows } from "./related";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("moreRecipeRows", () => {
  it("reads as many rows on a site twice the size: it ranks the newest, not every recipe", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    let published = 0;
    const grow = async (count: number) => {
      for (let n = 0; n < count; n++) {
        published += 1;
        await makeRecipe({ siteId: site.id, publishedAt: daysAgo(published) });
      }
    };
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      const rows = await moreRecipeRows(
        drizzle(meterD1(siteBinding(site), tally)),
        sql`${site.id}`,
        sql`${recipe.id}`,
      );
      expect(rows).toHaveLength(MORE_RECIPES);
      return tally.rowsRead;
    };

    await grow(MORE_RECIPES_CANDIDATES * 2);
    const before = await rowsRead();
    await grow(MORE_RECIPES_CANDIDATES * 2);
    const after = await rowsRead();

    // Ranking every recipe of the site read about two more rows for each added one (+240).
    expect(after - before).toBeLessThan(10);
  });
});
