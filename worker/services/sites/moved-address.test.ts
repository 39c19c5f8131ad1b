import { recipes } from "@schema/db/recipes";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { type D1Tally, meterD1 } from "../../lib/d1-meter";
import { makeSite, siteBinding, siteDb } from "../../test/factories";
import { makeRecipe } from "../../test/recipe-factories";
import { sameAddresses, whereNow } from "./moved-address";

describe("sameAddresses", () => {
  it("writes the address every way an import may have: scheme, www. and a final slash", () => {
    expect(sameAddresses(new URL("http://blog.example.com:8798/2019/05/pie/?utm=x"))).toEqual([
      "https://blog.example.com/2019/05/pie/",
      "https://blog.example.com/2019/05/pie",
      "https://www.blog.example.com/2019/05/pie/",
      "https://www.blog.example.com/2019/05/pie",
      "http://blog.example.com/2019/05/pie/",
      "http://blog.example.com/2019/05/pie",
      "http://www.blog.example.com/2019/05/pie/",
      "http://www.blog.example.com/2019/05/pie",
    ]);
    expect(sameAddresses(new URL("https://www.Blog.example.com/"))).toContain(
      "https://blog.example.com/",
    );
  });
});

describe("whereNow", () => {
  it("finds an imported recipe by its old address through the index: as many rows on a bigger site", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id, slug: "plum-pie", publishedAt: new Date() });
    await (await siteDb(site.id))
      .update(recipes)
      .set({ legacyRecipeData: { importedFrom: "https://blog.example.com/plum-pie/" } })
      .where(eq(recipes.id, recipe.id));
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      const db = drizzle(meterD1(siteBinding(site), tally));
      expect(await whereNow(db, site.id, new URL("https://blog.example.com/plum-pie"))).toBe(
        "/recipes/plum-pie",
      );
      return tally.rowsRead;
    };
    const grow = async (count: number) => {
      for (let n = 0; n < count; n++) {
        await makeRecipe({ siteId: site.id, publishedAt: new Date(), legacyContent: "<p>Old</p>" });
      }
    };

    await grow(20);
    const before = await rowsRead();
    await grow(20);
    // A scan of the site's recipes would read 20 rows more.
    expect((await rowsRead()) - before).toBeLessThan(5);
  });
});
