import { env } from "cloudflare:test";
import { reference } from "@schema/reference/index";
import { describe, expect, it } from "vitest";
import { demoSeed } from "./content/index";
import { isSeeded, loadSeed } from "./load";
import type { RenderImage } from "./load-images";

// Painting ~130 pictures takes half a minute; this test is about rows, so a one-pixel
// stand-in keeps it fast. load.test.ts covers the real painter.
const stubImage: RenderImage = async () => ({
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  contentType: "image/png",
  lqip: "data:image/png;base64,",
});

describe("the real reference and demo content", () => {
  it("load completely, with every reference intact and every recipe searchable", async () => {
    expect(await isSeeded(env.DB)).toBe(false);
    const summary = await loadSeed(env, { reference, demo: demoSeed }, new Date(), {
      renderImage: stubImage,
    });
    expect(summary.sites).toBe(demoSeed.sites.length);
    expect(summary.recipes).toBe(demoSeed.sites.reduce((n, s) => n + s.recipes.length, 0));

    const broken = await env.DB.prepare("PRAGMA foreign_key_check").all();
    expect(broken.results).toEqual([]);
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM recipes) AS recipes,
              (SELECT count(*) FROM recipe_search_docsize) AS indexed,
              (SELECT count(*) FROM recipes WHERE search_ingredients = '') AS unsearchable`,
    ).first<{ recipes: number; indexed: number; unsearchable: number }>();
    expect(counts).toEqual({ recipes: summary.recipes, indexed: summary.recipes, unsearchable: 0 });
    expect(await isSeeded(env.DB)).toBe(true);
  });
});
