import { describe, expect, it } from "vitest";
import { call, makeNamedUser, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";
import { makeRecipe, makeSubscriber } from "../test/recipe-factories";

/** A recipe open in its owner's editor, and the calls another tab would make on it. */
async function fixture() {
  const owner = await makeNamedUser("Jess");
  const kitchen = await makeKitchen({ ownerId: owner.id });
  const recipe = await makeRecipe({ siteId: kitchen.site.id, publishedAt: null });
  const path = (tabId: string) =>
    `/manage/${kitchen.site.slug}/recipes/${recipe.id}/editors/${tabId}`;
  const token = await signedIn(owner.id);
  const ownersTab = crypto.randomUUID();
  expect((await call("PUT", path(ownersTab), { token })).status).toBe(200);
  return { ...kitchen, token, recipe, path, ownersTab };
}

/** The names a manager's next beat hears of. */
async function namesHeard(path: string, token: string) {
  const res = await call("PUT", path, { token });
  expect(res.status).toBe(200);
  return (res.body.editors as { name: string }[]).map((editor) => editor.name);
}

describe("recipe editors: who may say they have it open, and hear who else does", () => {
  it("signed out is 401", async () => {
    const { site, path, ownersTab } = await fixture();
    for (const method of ["PUT", "DELETE"]) {
      expect((await call(method, path(crypto.randomUUID()))).status, method).toBe(401);
      expect((await call(method, path(ownersTab))).status, method).toBe(401);
    }
    expect((await call("GET", `/manage/${site.slug}/recipe-editors`)).status).toBe(401);
  });

  it("the site's list of open recipes is 404 to anyone but its managers, with no names", async () => {
    const { site } = await fixture();
    const other = await makeKitchen();
    const stranger = await signedIn((await makeUser()).id);
    const subscriber = await makeSubscriber(site.id, "yearly");
    for (const token of [other.token, stranger, await signedIn(subscriber.id)]) {
      const res = await call("GET", `/manage/${site.slug}/recipe-editors`, { token });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Jess");
    }
    // Another site's owner reads their own site's list: the owner's tab is not in it.
    const own = await call("GET", `/manage/${other.site.slug}/recipe-editors`, {
      token: other.token,
    });
    expect(own.body).toEqual({ recipes: [] });
  });

  it("another site's owner, a stranger and the site's own subscriber are 404 and hear no names", async () => {
    const { site, path, ownersTab } = await fixture();
    const other = await makeKitchen();
    const stranger = await signedIn((await makeUser()).id);
    const subscriber = await makeSubscriber(site.id, "yearly");
    for (const token of [other.token, stranger, await signedIn(subscriber.id)]) {
      for (const method of ["PUT", "DELETE"]) {
        for (const tabId of [crypto.randomUUID(), ownersTab]) {
          const res = await call(method, path(tabId), { token });
          expect(res.status, method).toBe(404);
          expect(JSON.stringify(res.body)).not.toContain("Jess");
        }
      }
    }
    // Nor did they close the owner's tab or add one of their own.
    const manager = await addManager(site.id);
    expect(await namesHeard(path(crypto.randomUUID()), manager.token)).toEqual(["Jess"]);
  });

  it("a recipe of another site, reached through one's own site, is 404", async () => {
    const { recipe, ownersTab } = await fixture();
    const other = await makeKitchen();
    const crossed = `/manage/${other.site.slug}/recipes/${recipe.id}/editors`;
    for (const method of ["PUT", "DELETE"]) {
      const res = await call(method, `${crossed}/${ownersTab}`, { token: other.token });
      expect(res.status, method).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Jess");
    }
    // Their own recipe's editors are theirs alone: the other site's tab is not among them.
    const own = await makeRecipe({ siteId: other.site.id, publishedAt: null });
    const ownPath = `/manage/${other.site.slug}/recipes/${own.id}/editors/${ownersTab}`;
    expect(await namesHeard(ownPath, other.token)).toEqual([]);
  });

  it("a manager of the site hears of the owner's tab", async () => {
    const { site, path } = await fixture();
    const manager = await addManager(site.id);
    expect(await namesHeard(path(crypto.randomUUID()), manager.token)).toEqual(["Jess"]);
  });
});
