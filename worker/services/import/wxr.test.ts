import { describe, expect, it } from "vitest";
import { phpUnserialize } from "./php-unserialize";
import { readWxr } from "./wxr";

describe("WordPress export (WXR)", () => {
  it("reads WP Recipe Maker's serialized meta and Tasty's HTML meta, skipping other posts", async () => {
    const xml = await (await fetch("https://exports.test/butter-and-crumbs.wordpress.xml")).text();
    const recipes = readWxr(xml);
    expect(recipes.map((recipe) => [recipe.title, recipe.sourceUrl])).toEqual([
      ["No-Knead Bread", "https://crumbs.blog.test/no-knead-bread/"],
      ["Overnight Oats", "https://crumbs.blog.test/tasty-recipes/overnight-oats/"],
    ]);
    const [bread, oats] = recipes;
    expect(bread?.source).toMatchObject({
      prepMinutes: 10,
      cookMinutes: 45,
      yields: ["1 loaf"],
      images: ["https://images.blog.test/cookies-stack.png"],
      notes: ["Bread flour gives a chewier crumb."],
      ingredientGroups: [
        {
          title: null,
          lines: [
            "3 cups all-purpose flour",
            "1 tsp kosher salt",
            "¼ tsp instant yeast",
            "1 ½ cups water, warm",
          ],
        },
        { title: "For the topping", lines: ["2 tbsp olive oil", "flaky sea salt (optional)"] },
      ],
    });
    expect(bread?.source.instructionGroups[0]?.steps[2]).toBe(
      "Heat a Dutch oven at 475°F for 30 minutes, then bake the dough covered for 30 minutes and uncovered for 15.",
    );
    expect(oats?.source).toMatchObject({
      prepMinutes: 5,
      yields: ["2 jars"],
      ingredientGroups: [
        {
          title: "Oats",
          lines: ["1 cup rolled oats", "1 cup milk", "1/2 cup Greek yogurt", "1 tbsp chia seeds"],
        },
        { title: "To serve", lines: ["1 cup blueberries", "2 tbsp maple syrup"] },
      ],
    });
    expect(oats?.source.instructionGroups[0]?.steps).toHaveLength(3);
  });

  it("unserializes PHP with multi-byte strings counted in bytes", () => {
    expect(phpUnserialize('a:2:{i:0;s:2:"½";i:1;a:1:{s:4:"name";s:6:"crème";}}')).toEqual([
      "½",
      { name: "crème" },
    ]);
    expect(() => phpUnserialize('s:5:"abc";')).toThrow();
  });
});
