import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/factories";
import {
  createRecipe,
  makeIngredientRow,
  makeKitchen,
  minimalRecipe,
} from "../test/manage-factories";
import { gramsLine, refId } from "../test/nutrition-helpers";
import { loadReferenceCatalogues } from "../test/reference-catalogues";

beforeAll(loadReferenceCatalogues);

const paths = (res: { body: { issues?: { path: string }[] } }) =>
  (res.body.issues ?? []).map((i) => i.path);

describe("manage nutrition calls: bad input", () => {
  it("a food search without words or with a bad limit is 400", async () => {
    const { site, token } = await makeKitchen();
    for (const query of ["", "?q=", "?q=%20%20", "?q=egg&limit=0", "?q=egg&limit=x"]) {
      const res = await call("GET", `/manage/${site.slug}/nutrition/foods${query}`, { token });
      expect(res.status, query).toBe(400);
    }
  });

  it("an unknown or malformed food id is 400 on the match, the preview and the save", async () => {
    const { site, token } = await makeKitchen();
    const own = await makeIngredientRow(site.id);
    for (const foodNdb of ["99999", "1001", "abcde"]) {
      const res = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
        token,
        json: { foodNdb },
      });
      expect(res.status, foodNdb).toBe(400);
      expect(paths(res)).toEqual(["foodNdb"]);
    }
    const preview = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
      token,
      json: { lines: [{ key: "a", ...gramsLine(10, own.id, { foodNdb: "99999" }) }] },
    });
    expect(preview.status).toBe(400);
    expect(paths(preview)).toEqual(["lines.0.foodNdb"]);
    const save = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({
        ingredientUsageGroups: [
          { ingredientUsages: [gramsLine(10, own.id, { foodNdb: "99999" })] },
        ],
      }),
    });
    expect(save.status).toBe(400);
    expect(paths(save)).toEqual(["ingredientUsageGroups.0.ingredientUsages.0.foodNdb"]);
  });

  it("a food only SR26's table holds is unknown while the table is empty (before the seed step)", async () => {
    const { site, token } = await makeKitchen();
    const own = await makeIngredientRow(site.id);
    // Tempeh: in SR26, not in the shipped set, and this file's table was never loaded.
    const res = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
      token,
      json: { foodNdb: "16114" },
    });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(["foodNdb"]);
    const search = await call("GET", `/manage/${site.slug}/nutrition/foods?q=tempeh`, { token });
    expect(search.body.foods).toEqual([]);
  });

  it("author figures without calories, negative or absurd are 400", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await createRecipe(site.slug, token);
    // Sent as a client might, past the body's type: the worker's schema is what answers.
    const bodies: { calories: number }[] = [
      { protein: 3 } as never,
      { calories: -1 },
      { calories: 1e9 },
    ];
    for (const perServing of bodies) {
      const res = await call("PUT", `/manage/${site.slug}/recipes/${recipe.id}`, {
        token,
        json: minimalRecipe({ nutrition: { hidden: false, author: { perServing } } }),
      });
      expect(res.status, JSON.stringify(perServing)).toBe(400);
      expect(paths(res)[0]).toMatch(/^nutrition\.author\.perServing/);
    }
  });

  it("an absurd quantity is computed and flagged, never a 500", async () => {
    const { site, token } = await makeKitchen();
    const flour = refId("ingredients", "all-purpose-flour");
    const preview = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
      token,
      json: {
        yieldServings: 1,
        lines: [
          { key: "huge", ...gramsLine(1_000_000, flour) },
          {
            key: "cups",
            quantityMin: 1_000_000,
            unitId: refId("units", "cup"),
            ingredientId: flour,
          },
        ],
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.label.coverage.implausible).toEqual(["huge", "cups"]);
    expect(preview.body.lines[0]).toMatchObject({
      key: "huge",
      grams: 1_000_000,
      implausible: true,
    });
    expect(preview.body.label.whole.calories).toBeGreaterThan(3_000_000);

    const saved = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({
        ingredientUsageGroups: [{ ingredientUsages: [gramsLine(1_000_000, flour)] }],
      }),
    });
    expect(saved.status).toBe(201);
    const over = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
      token,
      json: { lines: [{ key: "x", ...gramsLine(1e12, flour) }] },
    });
    expect(over.status).toBe(400);
  });

  it("a preview naming an unknown ingredient or unit is 400 with the line's path", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
      token,
      json: {
        lines: [
          { key: "a", quantityMin: 1, ingredientId: crypto.randomUUID() },
          { key: "b", quantityMin: 1, unitId: crypto.randomUUID() },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(paths(res).sort()).toEqual(["lines.0.ingredientId", "lines.1.unitId"]);
  });
});
