import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";

/** A draft of the owner's site and its editors' path. */
async function fixture() {
  const kitchen = await makeKitchen();
  const recipe = await makeRecipe({ siteId: kitchen.site.id, publishedAt: null });
  const base = `/manage/${kitchen.site.slug}/recipes/${recipe.id}/editors`;
  return { ...kitchen, recipe, base };
}

describe("recipe editors: bad input", () => {
  it("a tab id that is not a uuid is a 400 at tabId", async () => {
    const { base, token } = await fixture();
    for (const method of ["PUT", "DELETE"]) {
      const res = await call(method, `${base}/my-tab`, { token });
      expect(res.status, method).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(res.body.issues).toEqual([{ path: "tabId", message: expect.any(String) }]);
    }
  });

  it("a malformed or made-up recipe id is a 404, as every kitchen id is", async () => {
    const { site, token } = await fixture();
    const tabId = crypto.randomUUID();
    for (const recipeId of ["not-an-id", crypto.randomUUID()]) {
      for (const method of ["PUT", "DELETE"]) {
        const path = `/manage/${site.slug}/recipes/${recipeId}/editors/${tabId}`;
        const res = await call(method, path, { token });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error).toBe("not_found");
      }
    }
  });

  it("a tab key with unreadable metadata is no editor, not a 500, and is not closed by it", async () => {
    const { site, recipe, base, token } = await fixture();
    const prefix = `recipe-editors:${site.id}:${recipe.id}:`;
    const someone = { userId: crypto.randomUUID(), name: "Old", seenAt: "yesterday" };
    const mine = crypto.randomUUID();
    for (const metadata of [null, "text", [1, 2], { name: "No user" }, someone]) {
      const stored = crypto.randomUUID();
      await env.KV.put(`${prefix}${stored}`, "", { metadata });
      const label = JSON.stringify(metadata);
      const res = await call("PUT", `${base}/${mine}`, { token });
      expect(res.status, label).toBe(200);
      expect(res.body.editors, label).toEqual([]);
      expect((await call("DELETE", `${base}/${stored}`, { token })).status, label).toBe(204);
    }
  });
});
