import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
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

/** Where an address of the site leads now, asked as the web app asks on a 404. */
const moved = (siteSlug: string, path: string, host = `${siteSlug}.localhost:8788`) =>
  call(
    "GET",
    `/site/${siteSlug}/moved?${new URLSearchParams({ address: `http://${host}${path}` })}`,
  );

const movedRecipe = (siteSlug: string, slug: string) => moved(siteSlug, `/recipes/${slug}`);

describe("moved pages: a renamed recipe's old address", () => {
  it("leads to its slug now, through every rename", async () => {
    const { site, token } = await makeKitchen();
    const pie = await publishedRecipe(
      site.slug,
      token,
      minimalRecipe({ title: "Pie", slug: "pie" }),
    );
    expect((await rename(site.slug, token, pie.id, "apple-pie")).status).toBe(200);

    const answer = await movedRecipe(site.slug, "pie");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ location: "/recipes/apple-pie" });
    await expectDocumented("GET", "/site/:siteSlug/moved", answer);
    // The old address is not the recipe's page: the web app redirects from it.
    expect((await call("GET", `/site/${site.slug}/recipes/pie`)).status).toBe(404);

    expect((await rename(site.slug, token, pie.id, "apple-pie-deluxe")).status).toBe(200);
    expect((await movedRecipe(site.slug, "pie")).body).toEqual({
      location: "/recipes/apple-pie-deluxe",
    });
    expect((await movedRecipe(site.slug, "apple-pie")).body).toEqual({
      location: "/recipes/apple-pie-deluxe",
    });
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
    expect((await movedRecipe(site.slug, "pie")).body).toEqual({ location: "/recipes/tart" });

    // The pie takes "pie" back: it is its address again, and "apple-pie" leads to it.
    expect((await rename(site.slug, token, pie.id, "pie")).status).toBe(200);
    expect((await movedRecipe(site.slug, "pie")).status).toBe(404);
    expect((await movedRecipe(site.slug, "apple-pie")).body).toEqual({ location: "/recipes/pie" });
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
    expect((await movedRecipe(site.slug, "pie")).body).toEqual({ location: "/recipes/apple-pie" });

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

    const answer = await moved(site.slug, "/collections/soups");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ location: "/collections/winter-soups" });

    const again = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "Soups", slug: "soups" },
    });
    expect(again.status).toBe(201);
    expect((await moved(site.slug, "/collections/soups")).status).toBe(404);

    await call("DELETE", `/manage/${site.slug}/collections/${id}`, { token });
    expect((await moved(site.slug, "/collections/winter-soups")).status).toBe(404);
  });
});

describe("moved pages: an imported recipe's address on the creator's old site", () => {
  const fromBlog = (blog: string, path: string, slug: string) =>
    minimalRecipe({
      title: "Pie",
      slug,
      legacyRecipeData: { importedFrom: `https://${blog}${path}` },
    });

  it("leads to the recipe once the old domain asks, however the permalink is written", async () => {
    const { site, token } = await makeKitchen();
    const blog = `${site.slug}.example.com`;
    await publishedRecipe(site.slug, token, fromBlog(blog, "/2019/05/plum-pie/", "plum-pie"));

    // The domain as the site serves it now, over either scheme, with or without www., a
    // final slash or the port of this machine.
    for (const [host, path] of [
      [blog, "/2019/05/plum-pie/"],
      [blog, "/2019/05/plum-pie"],
      [`www.${blog}`, "/2019/05/plum-pie/"],
      [`${blog}:8798`, "/2019/05/plum-pie"],
    ] as const) {
      const answer = await moved(site.slug, path, host);
      expect(answer.status, `${host}${path}`).toBe(200);
      expect(answer.body).toEqual({ location: "/recipes/plum-pie" });
    }
    // Another path, or the same path on another host (the site's own subdomain, someone
    // else's blog), is no address the recipe had.
    expect((await moved(site.slug, "/2019/05/plum-tart/", blog)).status).toBe(404);
    expect((await moved(site.slug, "/2019/05/plum-pie/")).status).toBe(404);
    expect((await moved(site.slug, "/2019/05/plum-pie/", "elsewhere.example.com")).status).toBe(
      404,
    );
  });

  it("leads nowhere while the recipe is a draft: the import's drafts wait for the creator", async () => {
    const { site, token } = await makeKitchen();
    const blog = `${site.slug}.example.com`;
    await createRecipe(site.slug, token, fromBlog(blog, "/plum-pie/", "plum-pie"));
    expect((await moved(site.slug, "/plum-pie/", blog)).status).toBe(404);
  });
});
