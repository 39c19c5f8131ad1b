import { beforeAll, describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";
import { addRecipe, lineNamed, requestId, shoppingCatalogue } from "../test/shopping-helpers";

let cat: Awaited<ReturnType<typeof shoppingCatalogue>>;
beforeAll(async () => {
  cat = await shoppingCatalogue();
});

async function lockedRecipe() {
  const site = await makeSite();
  const recipe = await makeRecipe({
    siteId: site.id,
    privacySetting: "subscribers_only",
    ingredientGroups: [
      { lines: [{ ingredient: cat.flour, unit: cat.cup, quantity: 3 }, "secret spice blend"] },
    ],
  });
  return { site, ref: { siteSlug: site.slug, recipeSlug: recipe.slug } };
}

describe("shopping list: security", () => {
  it("signed out is 401 for every call on the account's list", async () => {
    const lineId = crypto.randomUUID();
    const calls = [
      call("GET", "/shopping-list"),
      call("POST", "/shopping-list/recipes", { json: { requestId: requestId() } }),
      call("POST", "/shopping-list/lines", { json: { requestId: requestId(), name: "Milk" } }),
      call("PATCH", `/shopping-list/lines/${lineId}`, { json: { checked: true } }),
      call("DELETE", `/shopping-list/lines/${lineId}`),
      call("POST", "/shopping-list/clear-checked", { json: { requestId: requestId() } }),
      call("POST", "/shopping-list/merges", { json: { requestId: requestId(), lines: [] } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it("another account's line is 404 and stays as it was", async () => {
    const [owner, other] = [await makeUser(), await makeUser()];
    const ownerToken = await signedIn(owner.id);
    const otherToken = await signedIn(other.id);
    const list = await call("POST", "/shopping-list/lines", {
      token: ownerToken,
      json: { requestId: requestId(), name: "Milk" },
    });
    const milk = lineNamed(list.body.lines, "Milk");
    const edit = await call("PATCH", `/shopping-list/lines/${milk.id}`, {
      token: otherToken,
      json: { checked: true, name: "Stolen" },
    });
    expect(edit.status).toBe(404);
    expect(
      (await call("DELETE", `/shopping-list/lines/${milk.id}`, { token: otherToken })).status,
    ).toBe(404);
    // Clearing or merging touches only the caller's own list.
    await call("PATCH", `/shopping-list/lines/${milk.id}`, {
      token: ownerToken,
      json: { checked: true },
    });
    await call("POST", "/shopping-list/clear-checked", {
      token: otherToken,
      json: { requestId: requestId() },
    });
    const mine = await call("GET", "/shopping-list", { token: ownerToken });
    expect(mine.body.lines).toEqual([{ ...milk, checked: true }]);
    expect((await call("GET", "/shopping-list", { token: otherToken })).body).toEqual({
      lines: [],
    });
  });

  it("one person's request ids do not shadow another's", async () => {
    const shared = requestId();
    const [a, b] = [await signedIn((await makeUser()).id), await signedIn((await makeUser()).id)];
    await call("POST", "/shopping-list/lines", {
      token: a,
      json: { requestId: shared, name: "Milk" },
    });
    const res = await call("POST", "/shopping-list/lines", {
      token: b,
      json: { requestId: shared, name: "Tea" },
    });
    expect(res.body.lines.map((l: { name: string }) => l.name)).toEqual(["Tea"]);
  });

  it("a subscriber-only recipe adds nothing for a reader who may not read it, signed in or out", async () => {
    const { site, ref } = await lockedRecipe();
    const reader = await signedIn((await makeUser()).id, site.id);
    const refused = await addRecipe(reader, ref);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain("secret spice");
    expect((await call("GET", "/shopping-list", { token: reader })).body).toEqual({ lines: [] });
    const browser = await call("POST", "/shopping-list/browser-recipes", {
      json: { ...ref, lines: [] },
    });
    expect(browser.status).toBe(403);
    expect(JSON.stringify(browser.body)).not.toContain("secret spice");
  });

  it("the site's manager may add it; a session of another site counts as nobody there", async () => {
    const { site, ref } = await lockedRecipe();
    const manager = await signedIn(site.ownerId, site.id);
    const added = await addRecipe(manager, ref);
    expect(added.status).toBe(200);
    expect(lineNamed(added.body.lines, "secret spice blend").aisle).toBe("other");
    // The same manager signed in on another creator's site: the paywall of this site sees
    // nobody (as its recipe page would), so the recipe is refused there.
    const elsewhere = await signedIn(site.ownerId, (await makeSite()).id);
    expect((await addRecipe(elsewhere, ref)).status).toBe(403);
  });

  it("personal API tokens cannot use the list: outside the manage API they are nobody", async () => {
    const { secret } = await makeApiToken();
    expect((await call("GET", "/shopping-list", { token: secret })).status).toBe(401);
  });
});
