import { describe, expect, it } from "vitest";
import { readWxr } from "./wxr";

describe("WordPress export comments", () => {
  it("keeps the approved comments of a WP Recipe Maker recipe's post with their ratings", async () => {
    const xml = await (
      await fetch("https://exports.test/lemon-cake-comments.wordpress.xml")
    ).text();
    const [cake] = readWxr(xml);
    expect(cake?.title).toBe("Lemon Drizzle Cake");
    // 14 is unapproved and 15 a pingback; 16 answered 14, so it stands on its own.
    expect(
      cake?.comments.map((c) => [c.wordpressId, c.parentWordpressId, c.authorName, c.stars]),
    ).toEqual([
      ["11", null, "Ann Baker", 5],
      ["12", null, "Ben Ode", 4],
      ["13", "11", "Jo at Butter & Crumbs", null],
      ["16", null, "Cleo Dunn", 2],
      ["17", "13", "Ann Baker", null],
    ]);
    expect(cake?.comments[0]).toMatchObject({
      text: "Perfect cake!\nMade it twice & it vanished.",
      createdAt: "2023-03-01T09:00:00.000Z",
    });
    // Nothing that names the person beyond their name comes across.
    expect(JSON.stringify(cake?.comments)).not.toMatch(/mail\.test|203\.0\.113/);
  });

  it("a recipe whose post has no comments brings none", async () => {
    const xml = await (await fetch("https://exports.test/butter-and-crumbs.wordpress.xml")).text();
    expect(readWxr(xml).map((recipe) => recipe.comments)).toEqual([[], []]);
  });
});
