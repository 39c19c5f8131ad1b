import { beforeAll, describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";
import { addRecipe, requestId, shoppingCatalogue } from "../test/shopping-helpers";

let cat: Awaited<ReturnType<typeof shoppingCatalogue>>;
beforeAll(async () => {
  cat = await shoppingCatalogue();
});

const issuePaths = (body: { issues?: { path: string }[] }) => body.issues?.map((i) => i.path);

describe("shopping list: bad input", () => {
  it("answers 400 with the fields at fault", async () => {
    const token = await signedIn((await makeUser()).id);
    const site = await makeSite();
    const noId = await call("POST", "/shopping-list/recipes", {
      token,
      json: { siteSlug: site.slug, recipeSlug: "soup", scale: 5 },
    });
    expect(noId.status).toBe(400);
    expect(issuePaths(noId.body)).toEqual(expect.arrayContaining(["requestId", "scale"]));

    const unnamed = await call("POST", "/shopping-list/lines", {
      token,
      json: { requestId: requestId(), name: "  " },
    });
    expect(unnamed.status).toBe(400);
    expect(issuePaths(unnamed.body)).toEqual(["name"]);
    const blank = await call("POST", "/shopping-list/lines", {
      token,
      json: { requestId: requestId(), text: "  " },
    });
    expect(blank.status).toBe(400);
    expect(issuePaths(blank.body)).toEqual(["text"]);
    const neither = await call("POST", "/shopping-list/lines", {
      token,
      json: { requestId: requestId() },
    });
    expect(neither.status).toBe(400);
    expect(issuePaths(neither.body)).toEqual(["name"]);
    const both = await call("POST", "/shopping-list/lines", {
      token,
      json: { requestId: requestId(), text: "2 cups milk", name: "milk" },
    });
    expect(both.status).toBe(400);
    expect(issuePaths(both.body)).toEqual(["text"]);

    const list = await call("POST", "/shopping-list/lines", {
      token,
      json: { requestId: requestId(), name: "Milk" },
    });
    const lineId = list.body.lines[0].id;
    const nothing = await call("PATCH", `/shopping-list/lines/${lineId}`, { token, json: {} });
    expect(nothing.status).toBe(400);
    const badChecked = await call("PATCH", `/shopping-list/lines/${lineId}`, {
      token,
      json: { checked: "yes" },
    });
    expect(badChecked.status).toBe(400);
    expect(issuePaths(badChecked.body)).toEqual(["checked"]);

    const tooMany = await call("POST", "/shopping-list/merges", {
      token,
      json: {
        requestId: requestId(),
        lines: Array.from({ length: 301 }, () => list.body.lines[0]),
      },
    });
    expect(tooMany.status).toBe(400);
    // Signed out, a typed line needs its text and a list of at most 300 lines.
    const blankTyped = await call("POST", "/shopping-list/browser-lines", {
      json: { text: " ", lines: [] },
    });
    expect(blankTyped.status).toBe(400);
    expect(issuePaths(blankTyped.body)).toEqual(["text"]);
    const tooLong = await call("POST", "/shopping-list/browser-lines", {
      json: { text: "milk", lines: Array.from({ length: 301 }, () => list.body.lines[0]) },
    });
    expect(tooLong.status).toBe(400);
    expect(issuePaths(tooLong.body)).toEqual(["lines"]);
    const notJson = await call("POST", "/shopping-list/clear-checked", {
      token,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("an unknown or malformed line, and an unknown or unpublished recipe, are 404", async () => {
    const token = await signedIn((await makeUser()).id);
    const unknown = crypto.randomUUID();
    expect(
      (await call("PATCH", `/shopping-list/lines/${unknown}`, { token, json: { checked: true } }))
        .status,
    ).toBe(404);
    expect((await call("DELETE", "/shopping-list/lines/not-an-id", { token })).status).toBe(404);

    const site = await makeSite();
    const draft = await makeRecipe({
      siteId: site.id,
      publishedAt: null,
      ingredientGroups: [{ lines: [{ ingredient: cat.egg, quantity: 2 }] }],
    });
    expect((await addRecipe(token, { siteSlug: site.slug, recipeSlug: draft.slug })).status).toBe(
      404,
    );
    expect(
      (await addRecipe(token, { siteSlug: site.slug, recipeSlug: "no-such-recipe" })).status,
    ).toBe(404);
    expect(
      (await addRecipe(token, { siteSlug: "no-such-site", recipeSlug: draft.slug })).status,
    ).toBe(404);
    // Nothing went on the list.
    expect((await call("GET", "/shopping-list", { token })).body).toEqual({ lines: [] });
  });
});
