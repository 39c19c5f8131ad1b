import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call } from "../test/factories";
import { addManager, makeImageRow, makeKitchen, minimalRecipe } from "../test/manage-factories";

describe("manage contributors: happy", () => {
  it("adds a contributor with photo and links, whom a recipe credits and its page shows", async () => {
    const { site, token } = await makeKitchen();
    const photo = await makeImageRow(site.id);
    const created = await call("POST", `/manage/${site.slug}/contributors`, {
      token,
      json: {
        name: "Ana Ruiz",
        bio: "Tests every bread twice.",
        imageId: photo.id,
        links: ["https://ana.example.com", "https://www.instagram.com/ana.bakes"],
      },
    });
    expect(created.status).toBe(201);
    await expectDocumented("POST", "/manage/:siteSlug/contributors", created);
    const ana = created.body.contributor;
    expect(ana).toMatchObject({
      name: "Ana Ruiz",
      bio: "Tests every bread twice.",
      imageId: photo.id,
      links: ["https://ana.example.com", "https://www.instagram.com/ana.bakes"],
      recipeCount: 0,
    });

    const recipe = minimalRecipe({ contributorIds: [ana.id] });
    const saved = await call("POST", `/manage/${site.slug}/recipes`, { token, json: recipe });
    expect(saved.status).toBe(201);
    const published = await call(
      "POST",
      `/manage/${site.slug}/recipes/${saved.body.recipe.id}/publish`,
      { token, json: recipe },
    );
    expect(published.status).toBe(200);
    const page = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`);
    expect(page.body.recipe.contributors).toEqual([
      {
        id: ana.id,
        name: "Ana Ruiz",
        bio: "Tests every bread twice.",
        image: expect.objectContaining({ id: photo.id }),
        links: ["https://ana.example.com", "https://www.instagram.com/ana.bakes"],
      },
    ]);

    const list = await call("GET", `/manage/${site.slug}/contributors`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/contributors", list);
    expect(list.body.contributors).toEqual([
      expect.objectContaining({ id: ana.id, recipeCount: 1 }),
    ]);
    const globals = await call("GET", `/manage/${site.slug}/globals`, { token });
    expect(globals.body.contributors).toEqual([{ id: ana.id, name: "Ana Ruiz" }]);
  });

  it("edits (links kept when not sent), orders new ones last, and deletes (recipes stop crediting)", async () => {
    const { site } = await makeKitchen();
    const { token } = await addManager(site.id);
    const first = await call("POST", `/manage/${site.slug}/contributors`, {
      token,
      json: { name: "Zed", links: ["https://zed.example.com"] },
    });
    const second = await call("POST", `/manage/${site.slug}/contributors`, {
      token,
      json: { name: "Abe" },
    });
    const id = first.body.contributor.id;
    const edited = await call("PUT", `/manage/${site.slug}/contributors/${id}`, {
      token,
      json: { name: "Zed Ortiz", bio: "Photographer." },
    });
    expect(edited.status).toBe(200);
    await expectDocumented("PUT", "/manage/:siteSlug/contributors/:contributorId", edited);
    expect(edited.body.contributor).toMatchObject({
      name: "Zed Ortiz",
      bio: "Photographer.",
      links: ["https://zed.example.com"],
    });
    const cleared = await call("PUT", `/manage/${site.slug}/contributors/${id}`, {
      token,
      json: { name: "Zed Ortiz", bio: null, links: [] },
    });
    expect(cleared.body.contributor).toMatchObject({ bio: null, links: [] });

    const list = await call("GET", `/manage/${site.slug}/contributors`, { token });
    expect(list.body.contributors.map((c: { name: string }) => c.name)).toEqual([
      "Zed Ortiz",
      "Abe",
    ]);

    const recipe = minimalRecipe({ contributorIds: [id, second.body.contributor.id] });
    const saved = await call("POST", `/manage/${site.slug}/recipes`, { token, json: recipe });
    const one = await call("GET", `/manage/${site.slug}/contributors/${id}`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/contributors/:contributorId", one);
    expect(one.body.contributor.recipeCount).toBe(1);

    const deleted = await call("DELETE", `/manage/${site.slug}/contributors/${id}`, { token });
    expect(deleted.status).toBe(204);
    const read = await call("GET", `/manage/${site.slug}/recipes/${saved.body.recipe.id}`, {
      token,
    });
    expect(read.body.recipe.contributorIds).toEqual([second.body.contributor.id]);
  });
});
