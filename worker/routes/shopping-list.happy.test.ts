import { beforeAll, describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";
import { addRecipe, lineNamed, requestId, shoppingCatalogue } from "../test/shopping-helpers";

type Catalogue = Awaited<ReturnType<typeof shoppingCatalogue>>;
let cat: Catalogue;
beforeAll(async () => {
  cat = await shoppingCatalogue();
});

/** A pancake recipe on one site and a crêpe recipe on another, sharing flour and eggs. */
async function twoSites() {
  const [first, second] = [await makeSite(), await makeSite()];
  const pancakes = await makeRecipe({
    siteId: first.id,
    title: "Pancakes",
    ingredientGroups: [
      {
        lines: [
          { ingredient: cat.flour, unit: cat.cup, quantity: 1 },
          { ingredient: cat.egg, quantity: 2 },
          { ingredient: cat.salt },
          { ingredient: cat.garlic, unit: cat.clove, quantity: 1 },
        ],
      },
    ],
  });
  const crepes = await makeRecipe({
    siteId: second.id,
    title: "Crêpes",
    ingredientGroups: [
      {
        lines: [
          { ingredient: cat.flour, unit: cat.tablespoon, quantity: 4 },
          { ingredient: cat.egg, quantity: 1 },
          { ingredient: cat.salt },
          { title: "a splash of rum" },
        ],
      },
    ],
  });
  return {
    pancakes: { siteSlug: first.slug, recipeSlug: pancakes.slug },
    crepes: { siteSlug: second.slug, recipeSlug: crepes.slug },
  };
}

describe("shopping list: happy paths", () => {
  it("merges two sites' recipes into one list, by aisle, remembering each line's recipes", async () => {
    const { pancakes, crepes } = await twoSites();
    const user = await makeUser();
    // Signed in on each recipe's own site: the list is the account's, whichever host asks.
    const onFirst = await signedIn(user.id, null);
    const empty = await call("GET", "/shopping-list", { token: onFirst });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ lines: [] });

    expect((await addRecipe(onFirst, pancakes)).status).toBe(200);
    // 1 cup and 4 tablespoons are 1¼ cups.
    const res = await addRecipe(onFirst, crepes);
    expect(res.status).toBe(200);
    const { lines } = res.body;
    const flour = lineNamed(lines, "all-purpose flour");
    expect([flour.amount, flour.unit]).toEqual(["1¼", "cups"]);
    expect(
      flour.sources.map((s: { recipeTitle: string; amount: string }) => [s.recipeTitle, s.amount]),
    ).toEqual([
      ["Pancakes", "1 cup"],
      ["Crêpes", "4 tablespoons"],
    ]);
    const eggs = lineNamed(lines, "eggs");
    expect([eggs.amount, eggs.unit]).toEqual(["3", ""]);
    expect(lines.filter((l: { name: string }) => l.name === "salt")).toHaveLength(1);
    expect(lineNamed(lines, "salt").sources).toHaveLength(2);
    expect(lineNamed(lines, "a splash of rum").aisleName).toBe("Other");
    expect([flour.aisleName, eggs.aisleName, lineNamed(lines, "garlic").aisleName]).toEqual([
      "Pantry",
      "Dairy and eggs",
      "Fruit and vegetables",
    ]);
    // Grouped by aisle in shop order: produce first, "Other" last.
    const aisles = lines.map((l: { aisle: string }) => l.aisle);
    expect(aisles[0]).toBe("produce");
    expect(aisles.at(-1)).toBe("other");

    // The same list from a session signed in on the other site.
    const onSecond = await signedIn(user.id, null);
    expect((await call("GET", "/shopping-list", { token: onSecond })).body).toEqual(res.body);
  });

  it("adds a weight to a volume through the ingredient's density, in the system asked for", async () => {
    const site = await makeSite();
    const cups = await makeRecipe({
      siteId: site.id,
      ingredientGroups: [{ lines: [{ ingredient: cat.flour, unit: cat.cup, quantity: 1 }] }],
    });
    const grams = await makeRecipe({
      siteId: site.id,
      ingredientGroups: [{ lines: [{ ingredient: cat.flour, unit: cat.gram, quantity: 125 }] }],
    });
    const token = await signedIn((await makeUser()).id, site.id);
    await addRecipe(token, { siteSlug: site.slug, recipeSlug: cups.slug });
    const imperial = await addRecipe(token, { siteSlug: site.slug, recipeSlug: grams.slug });
    // 125 g of flour at 528 g/l is about a cup: 2 cups, one line.
    const flour = lineNamed(imperial.body.lines, "all-purpose flour");
    expect([flour.amount, flour.unit]).toEqual(["2", "cups"]);
    const metric = await addRecipe(
      token,
      { siteSlug: site.slug, recipeSlug: grams.slug },
      { system: "metric" },
    );
    // Metric shows flour by weight: 2 cups (250 g) + 125 g.
    const again = lineNamed(metric.body.lines, "all-purpose flour");
    expect([again.amount, again.unit]).toEqual(["375", "g"]);
  });

  it("spoons add up to spoons in both systems, as the page shows them, until a quarter cup", async () => {
    const site = await makeSite();
    const spoonsOf = (quantity: number, unit: typeof cat.teaspoon) =>
      makeRecipe({
        siteId: site.id,
        ingredientGroups: [{ lines: [{ ingredient: cat.salt, unit, quantity }] }],
      });
    const first = await spoonsOf(1.5, cat.teaspoon);
    const second = await spoonsOf(1, cat.teaspoon);
    const third = await spoonsOf(4, cat.tablespoon);
    const token = await signedIn((await makeUser()).id, site.id);
    const metric = { system: "metric" } as const;
    await addRecipe(token, { siteSlug: site.slug, recipeSlug: first.slug }, metric);
    const two = await addRecipe(token, { siteSlug: site.slug, recipeSlug: second.slug }, metric);
    // Salt is weighed in metric, but the recipes measure it with spoons: 2½ teaspoons, not 7 g.
    const salt = lineNamed(two.body.lines, "salt");
    expect([salt.amount, salt.unit]).toEqual(["2½", "teaspoons"]);
    // 2½ teaspoons and 4 tablespoons pass a quarter cup: salt by weight, as the page does.
    const three = await addRecipe(token, { siteSlug: site.slug, recipeSlug: third.slug }, metric);
    expect(lineNamed(three.body.lines, "salt").unit).toBe("g");
  });

  it("an edited count takes the ingredient's name in the number it now has", async () => {
    const { pancakes } = await twoSites();
    const token = await signedIn((await makeUser()).id);
    const eggs = lineNamed((await addRecipe(token, pancakes)).body.lines, "eggs");
    const editTo = async (amount: string, name = eggs.name) =>
      (
        await call("PATCH", `/shopping-list/lines/${eggs.id}`, {
          token,
          // As the list's Edit form sends it: every field, the name as it was.
          json: { requestId: requestId(), name, amount, unit: "" },
        })
      ).body.lines.find((line: { id: string }) => line.id === eggs.id);
    expect(await editTo("1")).toMatchObject({ amount: "1", name: "egg" });
    expect(await editTo("3", "egg")).toMatchObject({ amount: "3", name: "eggs" });
    // A name the person wrote is theirs.
    expect(await editTo("1", "duck eggs")).toMatchObject({ amount: "1", name: "duck eggs" });
  });

  it("a retried request is applied once; adding the recipe again on purpose doubles it", async () => {
    const { pancakes } = await twoSites();
    const token = await signedIn((await makeUser()).id);
    const id = requestId();
    await addRecipe(token, pancakes, { requestId: id });
    const retried = await addRecipe(token, pancakes, { requestId: id });
    expect(retried.status).toBe(200);
    expect(lineNamed(retried.body.lines, "all-purpose flour").amount).toBe("1");
    const twice = await addRecipe(token, pancakes);
    const flour = lineNamed(twice.body.lines, "all-purpose flour");
    expect([flour.amount, flour.unit]).toEqual(["2", "cups"]);
    expect(lineNamed(twice.body.lines, "garlic")).toMatchObject({ amount: "2", unit: "cloves" });
  });

  it("checks, edits, removes, adds by hand and clears checked lines", async () => {
    const { pancakes } = await twoSites();
    const token = await signedIn((await makeUser()).id);
    const start = (await addRecipe(token, pancakes)).body.lines;
    const eggs = lineNamed(start, "eggs");

    const checked = await call("PATCH", `/shopping-list/lines/${eggs.id}`, {
      token,
      json: { checked: true },
    });
    expect(checked.status).toBe(200);
    expect(lineNamed(checked.body.lines, "eggs").checked).toBe(true);

    const flour = lineNamed(start, "all-purpose flour");
    const edited = await call("PATCH", `/shopping-list/lines/${flour.id}`, {
      token,
      json: { amount: "1 1/2", unit: "cups", requestId: requestId() },
    });
    expect(lineNamed(edited.body.lines, "all-purpose flour")).toMatchObject({
      amount: "1 1/2",
      unit: "cups",
    });
    // The edited amount still adds up with the next recipe's: 1½ + 1 cups.
    const more = await addRecipe(token, pancakes);
    expect(lineNamed(more.body.lines, "all-purpose flour")).toMatchObject({
      amount: "2½",
      unit: "cups",
    });
    // Checked lines stay as they are: the new eggs are a line of their own.
    expect(more.body.lines.filter((l: { name: string }) => l.name === "eggs")).toHaveLength(2);

    const byHand = await call("POST", "/shopping-list/lines", {
      token,
      json: { requestId: requestId(), name: "Dish soap", amount: "1", unit: "" },
    });
    expect(byHand.status).toBe(200);
    expect(lineNamed(byHand.body.lines, "Dish soap")).toMatchObject({
      amount: "1",
      aisle: "other",
      sources: [],
    });

    const garlic = lineNamed(byHand.body.lines, "garlic");
    const removed = await call("DELETE", `/shopping-list/lines/${garlic.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.lines.some((l: { name: string }) => l.name === "garlic")).toBe(false);

    const cleared = await call("POST", "/shopping-list/clear-checked", {
      token,
      json: { requestId: requestId() },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.lines.some((l: { checked: boolean }) => l.checked)).toBe(false);
    expect(cleared.body.lines.filter((l: { name: string }) => l.name === "eggs")).toHaveLength(1);
  });

  it("a line typed as a cook writes it joins the list's line of that ingredient; anything else stays as typed", async () => {
    const { pancakes } = await twoSites();
    const token = await signedIn((await makeUser()).id);
    expect((await addRecipe(token, pancakes)).status).toBe(200);
    const typed = (text: string) =>
      call("POST", "/shopping-list/lines", { token, json: { requestId: requestId(), text } });

    // 1 cup from the pancakes and 4 tablespoons typed are 1¼ cups, on the one flour line.
    const flour = await typed("4 tbsp all-purpose flour");
    expect(flour.status).toBe(200);
    const flourLines = flour.body.lines.filter(
      (l: { ingredientId: string | null }) => l.ingredientId === cat.flour.id,
    );
    expect(flourLines).toHaveLength(1);
    expect(flourLines[0]).toMatchObject({ amount: "1¼", unit: "cups", aisleName: "Pantry" });
    // Its recipes are still the ones that put it there: typing adds none.
    expect(flourLines[0].sources.map((s: { recipeTitle: string }) => s.recipeTitle)).toEqual([
      "Pancakes",
    ]);

    const eggs = await typed("2 eggs");
    expect(lineNamed(eggs.body.lines, "eggs")).toMatchObject({ amount: "4", unit: "" });

    // Not the catalogue's: kept whole, under Other, not read as 7 of "Up".
    const soda = await typed("7 Up");
    expect(lineNamed(soda.body.lines, "7 Up")).toMatchObject({
      amount: "",
      unit: "",
      aisle: "other",
      ingredientId: null,
      sources: [],
    });

    // An ingredient the list has not got yet is a new line in its aisle, in the units typed.
    const grams = await typed("200 g garlic");
    const garlic = grams.body.lines.filter(
      (l: { ingredientId: string | null }) => l.ingredientId === cat.garlic.id,
    );
    // The pancakes' clove of garlic is a count: grams cannot be added to it.
    expect(garlic.map((l: { amount: string; unit: string }) => `${l.amount} ${l.unit}`)).toEqual([
      "1 clove",
      "200 g",
    ]);
    expect(garlic[1].aisleName).toBe("Fruit and vegetables");
  });

  it("a signed-out browser's list is built without storing, then merged into the account's", async () => {
    const { pancakes, crepes } = await twoSites();
    const browser = await call("POST", "/shopping-list/browser-recipes", {
      json: { ...pancakes, scale: 1, system: "imperial", lines: [] },
    });
    expect(browser.status).toBe(200);
    const local = browser.body.lines;
    expect(lineNamed(local, "all-purpose flour").amount).toBe("1");

    const user = await makeUser();
    const token = await signedIn(user.id);
    await addRecipe(token, crepes);
    const mergeId = requestId();
    const merged = await call("POST", "/shopping-list/merges", {
      token,
      json: { requestId: mergeId, lines: local },
    });
    expect(merged.status).toBe(200);
    expect(lineNamed(merged.body.lines, "all-purpose flour")).toMatchObject({
      amount: "1¼",
      unit: "cups",
    });
    // Sent twice (the browser lost the answer), it is merged once.
    const again = await call("POST", "/shopping-list/merges", {
      token,
      json: { requestId: mergeId, lines: local },
    });
    expect(again.body).toEqual(merged.body);
  });

  it("what was typed while signed out is read on sign-in, as it would have been signed in", async () => {
    const { pancakes } = await twoSites();
    const token = await signedIn((await makeUser()).id);
    await addRecipe(token, pancakes);
    // The browser keeps a typed line whole, in Other, until an account reads it.
    const typed = (name: string) => ({
      id: `local-${name}`,
      name,
      amount: "",
      unit: "",
      aisle: "other",
      aisleName: "Other",
      checked: false,
      ingredientId: null,
      measure: null,
      measureAmount: null,
      unitId: null,
      count: null,
      system: "imperial",
      sources: [],
    });
    const merged = await call("POST", "/shopping-list/merges", {
      token,
      json: { requestId: requestId(), lines: [typed("4 tbsp all-purpose flour"), typed("7 Up")] },
    });
    expect(merged.status).toBe(200);
    expect(lineNamed(merged.body.lines, "all-purpose flour")).toMatchObject({
      amount: "1¼",
      unit: "cups",
    });
    expect(lineNamed(merged.body.lines, "7 Up")).toMatchObject({ aisle: "other", amount: "" });
  });

  it("signed out, a typed line is read and merged into the browser's list, and nothing is stored", async () => {
    const { pancakes } = await twoSites();
    const browser = await call("POST", "/shopping-list/browser-recipes", {
      json: { ...pancakes, scale: 1, system: "imperial", lines: [] },
    });
    const typed = await call("POST", "/shopping-list/browser-lines", {
      json: { text: "4 tbsp all-purpose flour", lines: browser.body.lines },
    });
    expect(typed.status).toBe(200);
    const flour = lineNamed(typed.body.lines, "all-purpose flour");
    expect([flour.amount, flour.unit, flour.aisleName]).toEqual(["1¼", "cups", "Pantry"]);
    // The browser's lines keep their ids: the page's rows stay the same rows.
    expect(flour.id).toBe(lineNamed(browser.body.lines, "all-purpose flour").id);

    // A line the browser kept as typed (added offline) is read with the next one.
    const offline = { ...lineNamed(typed.body.lines, "garlic"), id: "local-1" };
    const asTyped = { ...offline, name: "2 eggs", ingredientId: null, amount: "", unit: "" };
    const next = await call("POST", "/shopping-list/browser-lines", {
      json: { text: "paper towels", lines: [...typed.body.lines, { ...asTyped, sources: [] }] },
    });
    expect(next.status).toBe(200);
    expect(lineNamed(next.body.lines, "eggs")).toMatchObject({ amount: "4" });
    expect(lineNamed(next.body.lines, "paper towels")).toMatchObject({ aisle: "other" });

    // Back online with nothing new typed: only the kept lines are read, nothing is added.
    const back = await call("POST", "/shopping-list/browser-lines", {
      json: { lines: [...typed.body.lines, { ...asTyped, sources: [] }] },
    });
    expect(back.status).toBe(200);
    expect(back.body.lines).toHaveLength(typed.body.lines.length);
    expect(lineNamed(back.body.lines, "eggs")).toMatchObject({ amount: "4" });
    expect(back.body.lines.some((line: { name: string }) => line.name === "2 eggs")).toBe(false);
  });
});
