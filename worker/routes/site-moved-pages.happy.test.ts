import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import {
  createRecipe,
  makeKitchen,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";

/** A recipe saved as it is, with another slug. */
const rename = (siteSlug: string, token: string, id: string, slug: string) =>
  call("PUT", `/manage/${siteSlug}/recipes/${id}`, {
    token,
    json: minimalRecipe({ title: "Pie", slug }),
  });

const movedRecipe = (siteSlug: string, slug: string) =>
  call("GET", `/site/${siteSlug}/moved/recipes/${slug}`);

describe("moved pages: a renamed recipe's old address", () => {
  it("leads to its slug now, through every rename", async () => {
    const { site, token } = await makeKitchen();
    const pie = await publishedRecipe(
      site.slug,
      token,
      minimalRecipe({ title: "Pie", slug: "pie" }),
    );
    expect((await rename(site.slug, token, pie.id, "apple-pie")).status).toBe(200);

    const moved = await movedRecipe(site.slug, "pie");
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ slug: "apple-pie" });
    // The old address is not the recipe's page: the web app redirects from it.
    expect((await call("GET", `/site/${site.slug}/recipes/pie`)).status).toBe(404);

    expect((await rename(site.slug, token, pie.id, "apple-pie-deluxe")).status).toBe(200);
    expect((await movedRecipe(site.slug, "pie")).body).toEqual({ slug: "apple-pie-deluxe" });
    expect((await movedRecipe(site.slug, "apple-pie")).body).toEqual({ slug: "apple-pie-deluxe" });
    // The slug it has is no old address.
    expect((await movedRecipe(site.slug, "apple-pie-deluxe")).status).toBe(404);
  });

  it("a draft's renames leave nothing: its address was never shared", async () => {
    const { site, token } = await makeKitchen();
    const draft = await createRecipe(site.slug, token, minimalRecipe({ title: "Pie", slug: "p" }));
    for (const slug of ["pi", "pie", "pie-2"]) {
      expect((await rename(site.slug, token, draft.id, slug)).status).toBe(200);
    }
    for (const slug of ["p", "pi", "pie"]) {
      expect((await movedRecipe(site.slug, slug)).status).toBe(404);
    }
  });

  it("a recipe that takes an old address wins it, and taking one's own back is a rename", async () => {
    const { site, token } = await makeKitchen();
    const pie = await publishedRecipe(
      site.slug,
      token,
      minimalRecipe({ title: "Pie", slug: "pie" }),
    );
    await rename(site.slug, token, pie.id, "apple-pie");
    const tart = await publishedRecipe(
      site.slug,
      token,
      minimalRecipe({ title: "Tart", slug: "pie" }),
    );
    expect((await movedRecipe(site.slug, "pie")).status).toBe(404);
    const page = await call("GET", `/site/${site.slug}/recipes/pie`);
    expect(page.body.recipe.id).toBe(tart.id);

    // The tart renamed away: "pie" now leads to the tart, the recipe that last had it.
    await call("PUT", `/manage/${site.slug}/recipes/${tart.id}`, {
      token,
      json: minimalRecipe({ title: "Tart", slug: "tart" }),
    });
    expect((await movedRecipe(site.slug, "pie")).body).toEqual({ slug: "tart" });

    // The pie takes "pie" back: it is its address again, and "apple-pie" leads to it.
    expect((await rename(site.slug, token, pie.id, "pie")).status).toBe(200);
    expect((await movedRecipe(site.slug, "pie")).status).toBe(404);
    expect((await movedRecipe(site.slug, "apple-pie")).body).toEqual({ slug: "pie" });
  });

  it("leads nowhere while the recipe is unpublished, and nowhere once it is deleted", async () => {
    const { site, token } = await makeKitchen();
    const pie = await publishedRecipe(
      site.slug,
      token,
      minimalRecipe({ title: "Pie", slug: "pie" }),
    );
    await rename(site.slug, token, pie.id, "apple-pie");
    const unpublish = `/manage/${site.slug}/recipes/${pie.id}/unpublish`;
    expect((await call("POST", unpublish, { token })).status).toBe(200);
    expect((await movedRecipe(site.slug, "pie")).status).toBe(404);

    const publish = `/manage/${site.slug}/recipes/${pie.id}/publish`;
    const body = minimalRecipe({ title: "Pie", slug: "apple-pie" });
    expect((await call("POST", publish, { token, json: body })).status).toBe(200);
    expect((await movedRecipe(site.slug, "pie")).body).toEqual({ slug: "apple-pie" });

    expect((await call("DELETE", `/manage/${site.slug}/recipes/${pie.id}`, { token })).status).toBe(
      204,
    );
    expect((await movedRecipe(site.slug, "pie")).status).toBe(404);
  });
});

describe("moved pages: a renamed collection's old address", () => {
  it("leads to its slug now; a new collection can take the old one", async () => {
    const { site, token } = await makeKitchen();
    const created = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "Soups", slug: "soups" },
    });
    expect(created.status).toBe(201);
    const id = created.body.collection.id;
    const put = await call("PUT", `/manage/${site.slug}/collections/${id}`, {
      token,
      json: { slug: "winter-soups" },
    });
    expect(put.status).toBe(200);
    // A save without a slug leaves the address where it is.
    await call("PUT", `/manage/${site.slug}/collections/${id}`, { token, json: { title: "S" } });

    const moved = await call("GET", `/site/${site.slug}/moved/collections/soups`);
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ slug: "winter-soups" });

    const again = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "Soups", slug: "soups" },
    });
    expect(again.status).toBe(201);
    expect((await call("GET", `/site/${site.slug}/moved/collections/soups`)).status).toBe(404);

    await call("DELETE", `/manage/${site.slug}/collections/${id}`, { token });
    expect((await call("GET", `/site/${site.slug}/moved/collections/winter-soups`)).status).toBe(
      404,
    );
  });
});
