import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call } from "../test/factories";
import { addManager, makeKitchen, minimalRecipe, publishedRecipe } from "../test/manage-factories";
import { contentVersion } from "../test/moved-sites";

type Redirect = { id: string; from: string; to: string };

const moved = (siteSlug: string, path: string) =>
  call(
    "GET",
    `/site/${siteSlug}/moved?${new URLSearchParams({ address: `https://old.example.com${path}` })}`,
  );

describe("manage redirects: happy paths", () => {
  it("adds, lists, replaces and removes redirects, which the site's 404s then follow", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/redirects`;
    const added = await call("POST", path, {
      token,
      json: {
        redirects: [
          // A whole old address is its path; the final slash and query do not count.
          { from: "https://old.example.com/category/desserts/?page=2", to: "/recipes?search=cake" },
          { from: "/about-me", to: "/about" },
          { from: "/shop", to: "https://shop.example.com/" },
        ],
      },
    });
    expect(added.status).toBe(201);
    await expectDocumented("POST", "/manage/:siteSlug/redirects", added);
    expect(added.body.redirects.map((r: Redirect) => [r.from, r.to]).sort()).toEqual([
      ["/about-me", "/about"],
      ["/category/desserts", "/recipes?search=cake"],
      ["/shop", "https://shop.example.com/"],
    ]);

    const list = await call("GET", path, { token });
    expect(list.status).toBe(200);
    await expectDocumented("GET", "/manage/:siteSlug/redirects", list);
    expect(list.body.redirects).toHaveLength(3);

    expect((await moved(site.slug, "/category/desserts/")).body).toEqual({
      location: "/recipes?search=cake",
    });
    expect((await moved(site.slug, "/shop")).body).toEqual({
      location: "https://shop.example.com/",
    });

    // The same old address again: where it leads is replaced, not doubled.
    const saving = (await contentVersion(site.id)) ?? 0;
    const replaced = await call("POST", path, {
      token,
      json: { redirects: [{ from: "/about-me/", to: "/links" }] },
    });
    expect(replaced.status).toBe(201);
    // Each change moves the site's content version: the public side keeps its answers under it.
    expect(await contentVersion(site.id)).toBe(saving + 1);
    const after = (await call("GET", path, { token })).body.redirects as Redirect[];
    expect(after).toHaveLength(3);
    expect(after.find((r) => r.from === "/about-me")?.to).toBe("/links");

    const shop = after.find((r) => r.from === "/shop") as Redirect;
    expect((await call("DELETE", `${path}/${shop.id}`, { token })).status).toBe(204);
    expect(await contentVersion(site.id)).toBe(saving + 2);
    expect((await moved(site.slug, "/shop")).status).toBe(404);
    expect((await call("GET", path, { token })).body.redirects).toHaveLength(2);
  });

  it("a creator's redirect comes before a renamed recipe's old slug; a manager keeps them too", async () => {
    const { site, token } = await makeKitchen();
    const pie = await publishedRecipe(site.slug, token, minimalRecipe({ slug: "pie" }));
    await call("PUT", `/manage/${site.slug}/recipes/${pie.id}`, {
      token,
      json: minimalRecipe({ slug: "apple-pie" }),
    });
    expect((await moved(site.slug, "/recipes/pie")).body).toEqual({
      location: "/recipes/apple-pie",
    });
    const manager = await addManager(site.id);
    const saved = await call("POST", `/manage/${site.slug}/redirects`, {
      token: manager.token,
      json: { redirects: [{ from: "/recipes/pie", to: "/collections/pies" }] },
    });
    expect(saved.status).toBe(201);
    expect((await moved(site.slug, "/recipes/pie")).body).toEqual({
      location: "/collections/pies",
    });
    // A page at the address comes first: the site's recipe page is there, so the web app
    // never asks (the moved call answers only for addresses that are no page).
    expect((await call("GET", `/site/${site.slug}/recipes/apple-pie`)).status).toBe(200);
  });
});
