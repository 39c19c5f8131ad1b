import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { createRecipe, makeKitchen, minimalRecipe } from "../test/manage-factories";

describe("recipe history: bad input", () => {
  it("a malformed or made-up id is a 404, as every kitchen id is", async () => {
    const { site, token } = await makeKitchen();
    const { id } = await createRecipe(site.slug, token, minimalRecipe());
    const base = `/manage/${site.slug}/recipes`;
    for (const path of [
      `${base}/not-an-id/revisions`,
      `${base}/${id}/revisions/not-an-id`,
      `${base}/${crypto.randomUUID()}/revisions`,
      `${base}/${id}/revisions/${crypto.randomUUID()}`,
    ]) {
      const res = await call("GET", path, { token });
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe("not_found");
    }
  });

  it("a version of another recipe of the same site is a 404 under this one", async () => {
    const { site, token } = await makeKitchen();
    const soup = await createRecipe(site.slug, token, minimalRecipe({ title: "Soup" }));
    const bread = await createRecipe(site.slug, token, minimalRecipe({ title: "Bread" }));
    const base = `/manage/${site.slug}/recipes`;
    const list = await call("GET", `${base}/${bread.id}/revisions`, { token });
    const [breadVersion] = list.body.revisions;
    const crossed = await call("GET", `${base}/${soup.id}/revisions/${breadVersion.id}`, { token });
    expect(crossed.status).toBe(404);
    expect(JSON.stringify(crossed.body)).not.toContain("Bread");
  });
});
