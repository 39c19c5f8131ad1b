import { bookmarks } from "@schema/db/bookmarks";
import { ingredientUsages } from "@schema/db/recipe-ingredients";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeUser, signedIn, siteDb } from "../test/factories";
import {
  addManager,
  createRecipe,
  doc,
  fullRecipe,
  makeKitchen,
  makeRecipeCatalogue,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { makeImage, makeRecipe, makeTerm } from "../test/recipe-factories";

const contentVersion = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0]?.contentVersion;

const storedRecipe = async (siteId: string, id: string) =>
  (await (await siteDb(siteId)).select().from(recipes).where(eq(recipes.id, id)))[0];

describe("POST and GET manage/{siteSlug}/recipes/{recipeId}", () => {
  it("creates a draft from the smallest body", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: { title: "Toast", slug: "toast" },
    });
    expect(res.status).toBe(201);
    expect(res.body.recipe).toMatchObject({
      title: "Toast",
      slug: "toast",
      status: "draft",
      publishedAt: null,
      privacySetting: "public",
      ingredientUsageGroups: [],
      tagIds: [],
      keywords: [],
      description: null,
    });
    const read = await call("GET", `/manage/${site.slug}/recipes/${res.body.recipe.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.recipe).toEqual(res.body.recipe);
  });

  it("reads back exactly the whole write shape it saved: order, ids and rich text kept", async () => {
    const { site, token } = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const body = fullRecipe(cat);
    const created = await call("POST", `/manage/${site.slug}/recipes`, { token, json: body });
    expect(created.status).toBe(201);
    expect(created.body.recipe).toMatchObject(body);

    const read = await call("GET", `/manage/${site.slug}/recipes/${created.body.recipe.id}`, {
      token,
    });
    expect(read.body.recipe).toMatchObject(body);
    expect(read.body.recipe.imageViews.map((image: { id: string }) => image.id).sort()).toEqual(
      [cat.cover.id, cat.stepImage.id].sort(),
    );
  });

  it("PUT replaces the whole recipe: reordered groups and lines, removed parts gone", async () => {
    const { site, token } = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const body = fullRecipe(cat);
    const { id } = await createRecipe(site.slug, token, body);

    const [dough, water] = body.ingredientUsageGroups ?? [];
    if (!dough || !water) throw new Error("fixture");
    const edited = {
      ...body,
      title: "Sourdough, revised",
      ingredientUsageGroups: [
        water,
        { ...dough, ingredientUsages: [...(dough.ingredientUsages ?? [])].reverse() },
      ],
      instructionGroups: (body.instructionGroups ?? []).slice(1),
      equipmentUsages: [],
      tagIds: [cat.tag.id],
      images: [{ id: cat.stepImage.id, crop: null }],
      description: doc("Shorter now."),
      keywords: ["loaf"],
    };
    const res = await call("PUT", `/manage/${site.slug}/recipes/${id}`, { token, json: edited });
    expect(res.status).toBe(200);
    const read = await call("GET", `/manage/${site.slug}/recipes/${id}`, { token });
    expect(read.body.recipe).toMatchObject(edited);
    expect(read.body.recipe.equipmentUsages).toEqual([]);
    expect(read.body.recipe.instructionGroups).toHaveLength(1);
    // The old lines are gone from D1, not only from the answer.
    const lines = await (await siteDb(site.id))
      .select()
      .from(ingredientUsages)
      .where(eq(ingredientUsages.recipeId, id));
    expect(lines).toHaveLength(3);
  });

  it("mints ids for parts sent without one", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await createRecipe(
      site.slug,
      token,
      minimalRecipe({
        ingredientUsageGroups: [
          { title: "Main", ingredientUsages: [{ ingredientTitleOverride: "Salt" }] },
        ],
        instructionGroups: [{ instructions: [{ content: doc("Season.") }] }],
      }),
    );
    const [group] = recipe.ingredientUsageGroups as {
      id: string;
      ingredientUsages: { id: string }[];
    }[];
    expect(group?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(group?.ingredientUsages[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the search columns up to date on every save, so search finds the new words", async () => {
    const { site, token } = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const body = fullRecipe(cat);
    const { id } = await createRecipe(site.slug, token, body);
    const saved = await storedRecipe(site.id, id);
    expect(saved?.searchDescription).toContain("A loaf worth the wait");
    expect(saved?.searchIngredients).toContain(cat.flour.title);
    expect(saved?.searchIngredients).toContain("Flaky salt");
    expect(saved?.searchKeywords).toBe("bread levain");

    const search = (query: string) =>
      call("GET", `/manage/${site.slug}/recipes?query=${encodeURIComponent(query)}`, { token });
    expect((await search("levain")).body.recipes.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await search("flaky")).body.total).toBe(1);

    const put = await call("PUT", `/manage/${site.slug}/recipes/${id}`, {
      token,
      json: {
        ...body,
        keywords: ["rye"],
        ingredientUsageGroups: [{ ingredientUsages: [{ ingredientTitleOverride: "Caraway" }] }],
        instructionGroups: [],
        description: doc("Dark and dense."),
      },
    });
    expect(put.status).toBe(200);
    const updated = await storedRecipe(site.id, id);
    expect(updated?.searchIngredients).toBe("Caraway");
    expect((await search("levain")).body.total).toBe(0);
    expect((await search("caraway")).body.total).toBe(1);
    expect((await search("dense")).body.total).toBe(1);
  });
});

describe("GET manage/{siteSlug}/recipes", () => {
  it("lists drafts and published, filters by status, sorts and pages", async () => {
    const { site, token } = await makeKitchen();
    const draft = await createRecipe(site.slug, token, minimalRecipe({ title: "Banana bread" }));
    const live = await publishedRecipe(site.slug, token, minimalRecipe({ title: "Apple pie" }));
    const other = await createRecipe(site.slug, token, minimalRecipe({ title: "Cherry tart" }));
    const elsewhere = await makeKitchen();
    await createRecipe(elsewhere.site.slug, elsewhere.token, minimalRecipe({ title: "Aaa other" }));

    const all = await call("GET", `/manage/${site.slug}/recipes?sort=title`, { token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.recipes.map((r: { title: string }) => r.title)).toEqual([
      "Apple pie",
      "Banana bread",
      "Cherry tart",
    ]);
    expect(all.body.recipes[0]).toMatchObject({ id: live.id, status: "published" });
    expect(all.body.recipes[1]).toMatchObject({ id: draft.id, status: "draft", publishedAt: null });

    const drafts = await call("GET", `/manage/${site.slug}/recipes?status=draft&sort=title`, {
      token,
    });
    expect(drafts.body.recipes.map((r: { id: string }) => r.id)).toEqual([draft.id, other.id]);
    const published = await call("GET", `/manage/${site.slug}/recipes?status=published`, { token });
    expect(published.body.recipes.map((r: { id: string }) => r.id)).toEqual([live.id]);

    const page = await call("GET", `/manage/${site.slug}/recipes?sort=title&limit=1&offset=1`, {
      token,
    });
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.body.recipes.map((r: { title: string }) => r.title)).toEqual(["Banana bread"]);

    const byPublished = await call("GET", `/manage/${site.slug}/recipes?sort=published`, { token });
    expect(byPublished.body.recipes[0].id).toBe(live.id);

    // Newest edit first by default.
    await call("PUT", `/manage/${site.slug}/recipes/${draft.id}`, {
      token,
      json: minimalRecipe({ title: "Banana bread", slug: draft.slug }),
    });
    const byUpdated = await call("GET", `/manage/${site.slug}/recipes`, { token });
    expect(byUpdated.body.recipes[0].id).toBe(draft.id);
  });

  it("each listed recipe's card has its cover and terms", async () => {
    const { site, token } = await makeKitchen();
    const cover = await makeImage(site.id);
    const soups = await makeTerm("categories", "Soups");
    const recipe = await makeRecipe({
      siteId: site.id,
      publishedAt: null,
      imageIds: [cover.id],
      terms: { categories: [soups.id] },
    });
    const res = await call("GET", `/manage/${site.slug}/recipes`, { token });
    expect(res.body.recipes).toEqual([
      expect.objectContaining({
        id: recipe.id,
        status: "draft",
        images: [expect.objectContaining({ id: cover.id })],
        categories: [expect.objectContaining({ id: soups.id, title: "Soups" })],
      }),
    ]);
  });

  it("GET published-recipes lists only published recipes, by title", async () => {
    const { site, token } = await makeKitchen();
    await createRecipe(site.slug, token, minimalRecipe({ title: "Draft" }));
    const b = await publishedRecipe(site.slug, token, minimalRecipe({ title: "B" }));
    const a = await publishedRecipe(site.slug, token, minimalRecipe({ title: "A" }));
    const res = await call("GET", `/manage/${site.slug}/published-recipes`, { token });
    expect(res.status).toBe(200);
    expect(res.body.recipes.map((r: { id: string }) => r.id)).toEqual([a.id, b.id]);
    expect(res.body.recipes[0].publishedAt).toBeTruthy();
  });
});

describe("publish, unpublish and delete", () => {
  it("publishing saves the body, sets publishedAt and the newsletter note, and shows at once", async () => {
    // A newsletter needs the site's mailing address (manage-newsletters.*.test.ts).
    const { site, token } = await makeKitchen({ mailingAddress: "1 Main St, Springfield" });
    const queue = recordingQueue();
    const recipe = await createRecipe(site.slug, token, minimalRecipe({ title: "Draft title" }));
    expect((await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`)).status).toBe(404);
    const before = await contentVersion(site.id);

    const res = await call(
      "POST",
      `/manage/${site.slug}/recipes/${recipe.id}/publish`,
      {
        token,
        json: {
          ...minimalRecipe({ title: "Final title", slug: recipe.slug }),
          newsletter: { note: "New!" },
        },
      },
      queue.env,
    );
    expect(res.status).toBe(200);
    expect(res.body.newsletterSend).toMatchObject({ note: "New!", status: "queued" });
    expect(res.body.recipe).toMatchObject({
      title: "Final title",
      status: "published",
      newsletterNote: "New!",
    });
    expect(await contentVersion(site.id)).toBe((before ?? 0) + 1);
    const visitor = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.recipe.title).toBe("Final title");

    // Re-publishing an edit keeps the first publish date.
    const again = await call("POST", `/manage/${site.slug}/recipes/${recipe.id}/publish`, {
      token,
      json: minimalRecipe({ title: "Final title, fixed", slug: recipe.slug }),
    });
    expect(again.body.recipe.publishedAt).toBe(res.body.recipe.publishedAt);
    expect(again.body.recipe.newsletterNote).toBeNull();
    expect(await contentVersion(site.id)).toBe((before ?? 0) + 2);
  });

  it("unpublishing hides the recipe from visitors at once and moves the version", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await publishedRecipe(site.slug, token);
    expect((await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`)).status).toBe(200);
    const before = await contentVersion(site.id);
    const res = await call("POST", `/manage/${site.slug}/recipes/${recipe.id}/unpublish`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.recipe).toMatchObject({ status: "draft", publishedAt: null });
    expect(await contentVersion(site.id)).toBe((before ?? 0) + 1);
    expect((await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`)).status).toBe(404);
    expect((await storedRecipe(site.id, recipe.id))?.publishedAt).toBeNull();
  });

  it("saving a published recipe moves the version; saving a draft does not", async () => {
    const { site, token } = await makeKitchen();
    const draft = await createRecipe(site.slug, token);
    const live = await publishedRecipe(site.slug, token);
    const before = await contentVersion(site.id);
    await call("PUT", `/manage/${site.slug}/recipes/${draft.id}`, {
      token,
      json: minimalRecipe({ slug: draft.slug }),
    });
    expect(await contentVersion(site.id)).toBe(before);
    await call("PUT", `/manage/${site.slug}/recipes/${live.id}`, {
      token,
      json: minimalRecipe({ slug: live.slug, title: "Edited live" }),
    });
    expect(await contentVersion(site.id)).toBe((before ?? 0) + 1);
    expect((await call("GET", `/site/${site.slug}/recipes/${live.slug}`)).body.recipe.title).toBe(
      "Edited live",
    );
  });

  it("DELETE removes the recipe with its parts and readers' bookmarks of it; a published one moves the version", async () => {
    const { site, token } = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const draft = await createRecipe(site.slug, token, fullRecipe(cat));
    const live = await publishedRecipe(site.slug, token);
    const reader = await makeUser();
    // A bookmark names its recipe by id alone (no key), so the delete must take it itself.
    await db().insert(bookmarks).values({ userId: reader.id, siteId: site.id, recipeId: live.id });
    const before = await contentVersion(site.id);

    expect(
      (await call("DELETE", `/manage/${site.slug}/recipes/${draft.id}`, { token })).status,
    ).toBe(204);
    expect(await contentVersion(site.id)).toBe(before);
    expect((await call("GET", `/manage/${site.slug}/recipes/${draft.id}`, { token })).status).toBe(
      404,
    );
    const lines = await (await siteDb(site.id))
      .select()
      .from(ingredientUsages)
      .where(eq(ingredientUsages.recipeId, draft.id));
    expect(lines).toEqual([]);

    expect(
      (await call("DELETE", `/manage/${site.slug}/recipes/${live.id}`, { token })).status,
    ).toBe(204);
    expect(await contentVersion(site.id)).toBe((before ?? 0) + 1);
    expect((await call("GET", `/site/${site.slug}/recipes/${live.slug}`)).status).toBe(404);
    expect(await db().select().from(bookmarks).where(eq(bookmarks.userId, reader.id))).toEqual([]);
  });

  it("a manager (not only the owner) and the owner's session on the site itself may work", async () => {
    const { site, owner } = await makeKitchen();
    const { token } = await addManager(site.id);
    const recipe = await createRecipe(site.slug, token);
    const onSite = await signedIn(owner.id, site.id);
    const res = await call("GET", `/manage/${site.slug}/recipes/${recipe.id}`, { token: onSite });
    expect(res.status).toBe(200);
  });
});
