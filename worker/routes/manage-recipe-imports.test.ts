import { env } from "cloudflare:test";
import type { RecipeParseResponse } from "@schema/api/recipe-import";
import { beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../web/app/kitchen/shared/slug";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { loadReferenceCatalogues } from "../test/reference-catalogues";

async function parsed(token: string, url: string) {
  const res = await call("POST", "/manage/recipe-parse", { token, json: { url } });
  expect(res.status).toBe(200);
  return res.body as RecipeParseResponse;
}

describe("POST manage/{siteSlug}/recipe-imports (Create draft)", () => {
  beforeAll(loadReferenceCatalogues);

  it("creates a draft with the pictures copied into the site's media", async () => {
    const { site, token } = await makeKitchen();
    const { draft } = await parsed(token, "https://wprm.blog.test/chewy-chocolate-chip-cookies");
    const res = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ created: true, warnings: [] });
    const { recipe } = (
      await call("GET", `/manage/${site.slug}/recipes/${res.body.recipe.id}`, { token })
    ).body;
    expect(recipe).toMatchObject({ title: "Chewy Chocolate Chip Cookies", status: "draft" });
    expect(recipe.ingredientUsageGroups.map((g: { title: string }) => g.title)).toEqual([
      "For the dough",
      "To finish",
    ]);
    expect(recipe.images).toHaveLength(2);
    const [cover] = recipe.imageViews;
    expect(cover).toMatchObject({ width: 240, height: 180 });
    expect(cover.lqip).toMatch(/^data:image\/png;base64,/);
    const key = decodeURIComponent(
      new URL(cover.url, "http://x").pathname.replace(/^\/media\//, ""),
    );
    expect(key.startsWith(`sites/${site.id}/images/`)).toBe(true);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    // Its history starts with the import, as a recipe written in the kitchen's does.
    const history = await call("GET", `/manage/${site.slug}/recipes/${recipe.id}/revisions`, {
      token,
    });
    expect(history.body.revisions.map((r: { kind: string }) => r.kind)).toEqual(["created"]);
  });

  it("answers the recipe already imported from the same address instead of a copy", async () => {
    const { site, token } = await makeKitchen();
    const { draft } = await parsed(token, "https://yoast.blog.test/weeknight-beef-chili");
    const first = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft },
    });
    const again = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, recipe: first.body.recipe });
    const list = await call("GET", `/manage/${site.slug}/recipes`, { token });
    expect(list.body.total).toBe(1);
  });

  it("gives a taken slug the next free one, and a picture that fails is a warning", async () => {
    const { site, token } = await makeKitchen();
    const { draft } = await parsed(token, "https://mediavine.blog.test/roasted-tomato-soup");
    const plain = { ...draft, legacyRecipeData: null };
    await call("POST", `/manage/${site.slug}/recipe-imports`, { token, json: { draft: plain } });
    const res = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: {
        draft: {
          ...plain,
          imageUrls: ["https://images.blog.test/missing.png", "http://127.0.0.1/x.png"],
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.recipe.slug).toBe("roasted-tomato-soup-2");
    expect(res.body.warnings.map((w: { message: string }) => w.message)).toEqual([
      "The picture https://images.blog.test/missing.png was not copied: The address could not be reached (HTTP 404)",
      "The picture http://127.0.0.1/x.png was not copied: That address cannot be imported: use the page's public address",
    ]);
  });

  it("imports a recipe with a 200-character title, twice, each with its own slug", async () => {
    const { site, token } = await makeKitchen();
    const title = `Grandmother's ${"very slow ".repeat(20)}roasted tomato soup`.slice(0, 200);
    expect(title).toHaveLength(200);
    const { draft } = await parsed(token, "https://mediavine.blog.test/roasted-tomato-soup");
    const long = { ...draft, title, slug: slugify(title), legacyRecipeData: null };
    const first = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft: long },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.recipe.slug).toBe(long.slug);
    expect(long.slug.length).toBeGreaterThan(100);
    const again = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft: long },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.recipe.slug).toMatch(/-2$/);
    expect(again.body.recipe.slug.length).toBeLessThanOrEqual(120);
    const { recipe } = (
      await call("GET", `/manage/${site.slug}/recipes/${again.body.recipe.id}`, { token })
    ).body;
    expect(recipe.title).toBe(title);
  });

  it("refuses a draft the recipe write shape refuses, storing nothing", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: {
        draft: {
          title: "Soup",
          slug: "no spaces",
          imageUrls: ["https://images.blog.test/soup.png"],
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("draft.slug");
    expect((await env.MEDIA.list({ prefix: `sites/${site.id}/` })).objects).toHaveLength(0);
  });

  it("is 401 signed out and 404 for another site's owner", async () => {
    const { site } = await makeKitchen();
    const other = await makeKitchen();
    const draft = { title: "Mine", slug: "mine", imageUrls: [] };
    expect(
      (await call("POST", `/manage/${site.slug}/recipe-imports`, { json: { draft } })).status,
    ).toBe(401);
    const res = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token: other.token,
      json: { draft },
    });
    expect(res.status).toBe(404);
  });
});
