import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { addManager, createRecipe, makeKitchen, minimalRecipe } from "../test/manage-factories";
import { makeSubscriber } from "../test/recipe-factories";

/** A recipe with a version, and the paths of its history. */
async function fixture() {
  const kitchen = await makeKitchen();
  const recipe = await createRecipe(
    kitchen.site.slug,
    kitchen.token,
    minimalRecipe({ title: "Secret stew" }),
  );
  const list = await call("GET", `/manage/${kitchen.site.slug}/recipes/${recipe.id}/revisions`, {
    token: kitchen.token,
  });
  const [version] = list.body.revisions;
  const base = `/manage/${kitchen.site.slug}/recipes/${recipe.id}/revisions`;
  return { ...kitchen, recipe, paths: [base, `${base}/${version.id}`] };
}

describe("recipe history: who may read it", () => {
  it("signed out is 401", async () => {
    const { paths } = await fixture();
    for (const path of paths) expect((await call("GET", path)).status, path).toBe(401);
  });

  it("another site's owner, a stranger and the site's own subscriber are 404 and read nothing", async () => {
    const { site, paths } = await fixture();
    const other = await makeKitchen();
    const stranger = await signedIn((await makeUser()).id);
    const subscriber = await makeSubscriber(site.id, "yearly");
    const readers = [other.token, stranger, await signedIn(subscriber.id)];
    for (const token of readers) {
      for (const path of paths) {
        const res = await call("GET", path, { token });
        expect(res.status, path).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain("Secret stew");
      }
    }
  });

  it("another site's owner reaching for it through their own site is 404", async () => {
    const { recipe, paths } = await fixture();
    const other = await makeKitchen();
    const versionId = paths[1]?.split("/").at(-1);
    for (const path of [
      `/manage/${other.site.slug}/recipes/${recipe.id}/revisions`,
      `/manage/${other.site.slug}/recipes/${recipe.id}/revisions/${versionId}`,
    ]) {
      const res = await call("GET", path, { token: other.token });
      expect(res.status, path).toBe(404);
    }
  });

  it("a manager of the site reads it", async () => {
    const { site, paths } = await fixture();
    const manager = await addManager(site.id);
    for (const path of paths) {
      expect((await call("GET", path, { token: manager.token })).status, path).toBe(200);
    }
  });
});
