import { describe, expect, it } from "vitest";
import { call } from "../test/factories";

const moved = (siteSlug: string, path: string, token?: string) =>
  call(
    "GET",
    `/site/${siteSlug}/moved?${new URLSearchParams({ address: `http://${siteSlug}.localhost:8788${path}` })}`,
    token ? { token } : {},
  );

import {
  createRecipe,
  makeKitchen,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";

describe("moved pages: what an old address tells, and to whom", () => {
  it("one site's old addresses lead nowhere on another", async () => {
    const a = await makeKitchen();
    const b = await makeKitchen();
    const pie = await publishedRecipe(a.site.slug, a.token, minimalRecipe({ slug: "pie" }));
    await call("PUT", `/manage/${a.site.slug}/recipes/${pie.id}`, {
      token: a.token,
      json: minimalRecipe({ slug: "apple-pie" }),
    });
    expect((await moved(a.site.slug, "/recipes/pie")).status).toBe(200);
    expect((await moved(b.site.slug, "/recipes/pie")).status).toBe(404);
    // Nor does another site's owner, signed in, learn anything through their own site.
    expect((await moved(b.site.slug, "/recipes/pie", b.token)).status).toBe(404);
  });

  it("never tells a draft's slug: an unpublished recipe's old address is a plain 404", async () => {
    const { site, token } = await makeKitchen();
    const pie = await publishedRecipe(site.slug, token, minimalRecipe({ slug: "pie" }));
    await call("POST", `/manage/${site.slug}/recipes/${pie.id}/unpublish`, { token });
    await call("PUT", `/manage/${site.slug}/recipes/${pie.id}`, {
      token,
      json: minimalRecipe({ slug: "secret-new-pie" }),
    });
    const res = await moved(site.slug, "/recipes/pie");
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("secret-new-pie");
    // Not even to its owner: the address is for visitors, and visitors cannot read a draft.
    expect((await moved(site.slug, "/recipes/pie", token)).status).toBe(404);
  });

  it("a draft that takes a published recipe's old slug wins it at once", async () => {
    const { site, token } = await makeKitchen();
    const pie = await publishedRecipe(site.slug, token, minimalRecipe({ slug: "pie" }));
    await call("PUT", `/manage/${site.slug}/recipes/${pie.id}`, {
      token,
      json: minimalRecipe({ slug: "apple-pie" }),
    });
    await createRecipe(site.slug, token, minimalRecipe({ slug: "pie" }));
    // The old links now meet the draft's 404 rather than a recipe the creator moved away.
    expect((await moved(site.slug, "/recipes/pie")).status).toBe(404);
  });
});
