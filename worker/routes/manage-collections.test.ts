import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeUser, signedIn } from "../test/factories";
import {
  createRecipe,
  doc,
  makeImageRow,
  makeKitchen,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";

const contentVersion = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0]?.contentVersion ?? 0;

async function kitchenWithRecipes() {
  const kitchen = await makeKitchen();
  const a = await publishedRecipe(kitchen.site.slug, kitchen.token, minimalRecipe({ title: "A" }));
  const b = await publishedRecipe(kitchen.site.slug, kitchen.token, minimalRecipe({ title: "B" }));
  const draft = await createRecipe(kitchen.site.slug, kitchen.token, minimalRecipe({ title: "D" }));
  const image = await makeImageRow(kitchen.site.id);
  return { ...kitchen, a, b, draft, image };
}

describe("manage collections: happy paths", () => {
  it("creates, reads, lists, reorders and deletes a collection, moving the version each time", async () => {
    const { site, token, a, b, draft, image } = await kitchenWithRecipes();
    let version = await contentVersion(site.id);
    const body = {
      title: "Weeknight",
      slug: "weeknight",
      description: doc("Fast food, slow flavour."),
      imageId: image.id,
      videoId: "vid_1",
      recipeIds: [b.id, draft.id, a.id],
    };
    const created = await call("POST", `/manage/${site.slug}/collections`, { token, json: body });
    expect(created.status).toBe(201);
    expect(created.body.collection).toMatchObject({
      ...body,
      image: { id: image.id },
      video: { id: "vid_1" },
    });
    expect(
      created.body.collection.recipes.map((r: { id: string; status: string }) => [r.id, r.status]),
    ).toEqual([
      [b.id, "published"],
      [draft.id, "draft"],
      [a.id, "published"],
    ]);
    expect(await contentVersion(site.id)).toBe(++version);
    const id = created.body.collection.id;

    // Visitors see it at once, with published recipes only.
    const visitor = await call("GET", `/site/${site.slug}/collections/weeknight`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.collection.recipes.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);

    const list = await call("GET", `/manage/${site.slug}/collections`, { token });
    expect(list.status).toBe(200);
    expect(list.body.collections).toEqual([
      expect.objectContaining({
        id,
        title: "Weeknight",
        recipeCount: 3,
        image: expect.objectContaining({ id: image.id }),
      }),
    ]);

    // Only what is sent changes; recipeIds replaces the order.
    const put = await call("PUT", `/manage/${site.slug}/collections/${id}`, {
      token,
      json: { recipeIds: [a.id, b.id], title: "Weeknights" },
    });
    expect(put.status).toBe(200);
    expect(put.body.collection).toMatchObject({
      title: "Weeknights",
      slug: "weeknight",
      description: body.description,
      recipeIds: [a.id, b.id],
    });
    expect(await contentVersion(site.id)).toBe(++version);
    const read = await call("GET", `/manage/${site.slug}/collections/${id}`, { token });
    expect(read.body.collection).toEqual(put.body.collection);

    const cleared = await call("PUT", `/manage/${site.slug}/collections/${id}`, {
      token,
      json: { imageId: null, description: null },
    });
    expect(cleared.body.collection).toMatchObject({
      imageId: null,
      image: null,
      description: null,
    });
    expect(await contentVersion(site.id)).toBe(++version);

    expect((await call("DELETE", `/manage/${site.slug}/collections/${id}`, { token })).status).toBe(
      204,
    );
    expect(await contentVersion(site.id)).toBe(++version);
    expect((await call("GET", `/manage/${site.slug}/collections/${id}`, { token })).status).toBe(
      404,
    );
    expect((await call("GET", `/site/${site.slug}/collections/weeknight`)).status).toBe(404);
  });
});

describe("manage collections: bad input", () => {
  it.each([
    ["no title", { slug: "x" }, "title"],
    ["an empty title", { title: "", slug: "x" }, "title"],
    ["no slug", { title: "T" }, "slug"],
    ["a malformed recipe id", { title: "T", slug: "x", recipeIds: ["x"] }, "recipeIds.0"],
    [
      "a recipe twice",
      {
        title: "T",
        slug: "x",
        recipeIds: ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000001"],
      },
      "recipeIds.1",
    ],
  ])("%s is 400 at its path", async (_what, json, path) => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/collections`, { token, json });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it("an empty title on update is 400", async () => {
    const { site, token } = await makeKitchen();
    const created = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "T", slug: "t" },
    });
    const res = await call(
      "PUT",
      `/manage/${site.slug}/collections/${created.body.collection.id}`,
      {
        token,
        json: { title: "" },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("title");
  });

  it("another site's recipes and images are unknown here", async () => {
    const { site, token } = await makeKitchen();
    const theirs = await kitchenWithRecipes();
    const res = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "T", slug: "t", recipeIds: [theirs.a.id], imageId: theirs.image.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: "imageId", message: "Unknown image" },
      { path: "recipeIds.0", message: "Unknown recipe" },
    ]);
  });

  it("a taken slug is 409 on slug, and the failed update changes nothing", async () => {
    const { site, token, a, b } = await kitchenWithRecipes();
    await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "One", slug: "one" },
    });
    const two = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "Two", slug: "two", recipeIds: [a.id] },
    });
    const dup = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "Again", slug: "one" },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.issues).toEqual([
      { path: "slug", message: "Another collection on this site uses this slug" },
    ]);

    const version = await contentVersion(site.id);
    const res = await call("PUT", `/manage/${site.slug}/collections/${two.body.collection.id}`, {
      token,
      json: { slug: "one", recipeIds: [b.id] },
    });
    expect(res.status).toBe(409);
    const after = await call("GET", `/manage/${site.slug}/collections/${two.body.collection.id}`, {
      token,
    });
    expect(after.body.collection).toEqual(two.body.collection);
    expect(await contentVersion(site.id)).toBe(version);
  });
});

describe("manage collections: security", () => {
  const routes = (siteSlug: string, id: string) =>
    [
      ["GET", `/manage/${siteSlug}/collections`, undefined],
      ["POST", `/manage/${siteSlug}/collections`, { title: "X", slug: "x" }],
      ["GET", `/manage/${siteSlug}/collections/${id}`, undefined],
      ["PUT", `/manage/${siteSlug}/collections/${id}`, { title: "Hijacked" }],
      ["DELETE", `/manage/${siteSlug}/collections/${id}`, undefined],
    ] as const;

  it("signed out 401; stranger and other owner 404; other-site session 401; foreign id 404", async () => {
    const { site, owner, token } = await makeKitchen();
    const created = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "Mine", slug: "mine" },
    });
    const id = created.body.collection.id;
    const stranger = await signedIn((await makeUser()).id);
    const other = await makeKitchen();
    const otherSite = await makeKitchen({ ownerId: owner.id });
    const elsewhere = await signedIn(owner.id, otherSite.site.id);

    for (const [method, path, json] of routes(site.slug, id)) {
      const label = `${method} ${path}`;
      expect((await call(method, path, { json })).status, label).toBe(401);
      expect((await call(method, path, { json, token: stranger })).status, label).toBe(404);
      expect((await call(method, path, { json, token: other.token })).status, label).toBe(404);
      expect((await call(method, path, { json, token: elsewhere })).status, label).toBe(401);
    }
    for (const [method, path, json] of routes(other.site.slug, id).slice(2)) {
      const res = await call(method, path, { json, token: other.token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Mine");
    }
    const still = await call("GET", `/manage/${site.slug}/collections/${id}`, { token });
    expect(still.body.collection.title).toBe("Mine");
  });
});
