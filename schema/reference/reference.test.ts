import { describe, expect, it } from "vitest";
import { reference } from "./index";
import type { IngredientSeed, TaxonomyKind } from "./types";

const { units, ingredients, equipment, taxonomies, colorThemes, typeThemes, fontFamilies } =
  reference;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;
// The cup factor docs/spec/visitor-experience.md §9 uses for weight-type ingredients.
const CUP_LITERS = 0.2366;

const taxonomyKinds = Object.keys(taxonomies) as TaxonomyKind[];

/** Every catalogue with slugs, by name, so uniqueness is checked per catalogue. */
const catalogues: Record<string, { id: string; slug: string; title: string }[]> = {
  units,
  ingredients,
  equipment,
  colorThemes,
  typeThemes,
  ...Object.fromEntries(taxonomyKinds.map((kind) => [`taxonomies.${kind}`, taxonomies[kind]])),
};

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => seen.has(value) || !seen.add(value));
}

function unit(slug: string) {
  const found = units.find((u) => u.slug === slug);
  if (!found) throw new Error(`no unit ${slug}`);
  return found;
}

function ingredient(slug: string): IngredientSeed {
  const found = ingredients.find((i) => i.slug === slug);
  if (!found) throw new Error(`no ingredient ${slug}`);
  return found;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((channel) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("reference catalogues: identity", () => {
  it("gives every entry of every catalogue a unique v4 UUID", () => {
    const ids = Object.values(catalogues).flatMap((entries) => entries.map((e) => e.id));
    expect(ids.filter((id) => !UUID_V4.test(id))).toEqual([]);
    expect(duplicates(ids)).toEqual([]);
  });

  it.each(Object.entries(catalogues))("%s: slugs are kebab-case and unique", (_, entries) => {
    const slugs = entries.map((e) => e.slug);
    expect(slugs.filter((slug) => !KEBAB.test(slug))).toEqual([]);
    expect(duplicates(slugs)).toEqual([]);
    expect(entries.filter((e) => e.title.trim() === "")).toEqual([]);
  });
});

describe("units", () => {
  // "The visitor spec" in its name: docs/spec/visitor-experience.md §9.
  it("uses the visitor spec's conversion constants", () => {
    expect(unit("cup").ml).toBe(236.588);
    expect(unit("fluid-ounce").ml).toBe(29.574);
    expect(unit("quart").ml).toBe(946.353);
    expect(unit("gallon").ml).toBe(3785.41);
    expect(unit("ounce").g).toBe(28.3495);
    expect(unit("pound").g).toBe(453.592);
    expect(unit("teaspoon").ml).toBe(4.92892);
    expect(unit("tablespoon").ml).toBe(14.7868);
    expect(unit("pint").ml).toBe(473.176);
    expect(unit("milliliter").ml).toBe(1);
    expect(unit("liter").ml).toBe(1000);
    expect(unit("gram").g).toBe(1);
    expect(unit("kilogram").g).toBe(1000);
  });

  it("gives volume units a size in ml and weight units one in g; only a cook's informal measure (a knob) adds a conventional weight", () => {
    for (const u of units) {
      expect({ slug: u.slug, ml: u.ml !== undefined }).toEqual({
        slug: u.slug,
        ml: u.kind === "volume",
      });
      if (u.kind === "other") continue;
      expect({ slug: u.slug, g: u.g !== undefined }).toEqual({
        slug: u.slug,
        g: u.kind === "weight",
      });
    }
    expect(unit("knob").g).toBe(15);
    expect(units.filter((u) => u.kind === "other" && u.g !== undefined).map((u) => u.slug)).toEqual(
      ["knob"],
    );
  });

  it("has temperature and size units under the slugs content uses", () => {
    expect(unit("fahrenheit").kind).toBe("temperature");
    expect(unit("celsius").kind).toBe("temperature");
    for (const slug of ["small", "medium", "large"]) expect(unit(slug).kind).toBe("size");
  });
});

describe("taxonomies", () => {
  it("covers all six kinds", () => {
    expect(taxonomyKinds.sort()).toEqual(
      ["cuisines", "diets", "foodCategories", "meals", "methods", "tags"].sort(),
    );
  });

  // "The visitor spec" in its name: docs/spec/visitor-experience.md §3.
  it("has the visitor spec's card labels as food categories", () => {
    const titles = taxonomies.foodCategories.map((c) => c.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Sandwiches",
        "Breakfast",
        "Baking & Desserts",
        "Main Dishes",
        "Drinks",
        "Snacks & Sides",
      ]),
    );
  });

  it("offers at least twenty cuisines", () => {
    expect(taxonomies.cuisines.length).toBeGreaterThanOrEqual(20);
  });
});

describe("equipment", () => {
  it("has at least forty items", () => {
    expect(equipment.length).toBeGreaterThanOrEqual(40);
  });
});

describe("ingredients", () => {
  it("has at least 150 entries", () => {
    expect(ingredients.length).toBeGreaterThanOrEqual(150);
  });

  it("has a density wherever a default method is weight", () => {
    // Allowed exceptions would be listed here with a reason; there are none, because a weight
    // default without a density leaves the converter nothing to convert with.
    const exceptions: string[] = [];
    const missing = ingredients
      .filter(
        (i) =>
          (i.defaultMetricMeasurementMethod === "weight" ||
            i.defaultImperialMeasurementMethod === "weight") &&
          i.gramsPerLiter === null,
      )
      .map((i) => i.slug)
      .filter((slug) => !exceptions.includes(slug));
    expect(missing).toEqual([]);
    expect(exceptions).toEqual([]);
  });

  it("keeps densities physically plausible", () => {
    const odd = ingredients.filter(
      (i) => i.gramsPerLiter !== null && (i.gramsPerLiter < 30 || i.gramsPerLiter > 1500),
    );
    expect(odd.map((i) => i.slug)).toEqual([]);
  });

  it("turns 1 cup of all-purpose flour into about 125 g", () => {
    const grams = (ingredient("all-purpose-flour").gramsPerLiter ?? 0) * CUP_LITERS;
    expect(Math.abs(grams - 125)).toBeLessThanOrEqual(5);
  });

  it("weighs dry staples and pours liquids in metric", () => {
    for (const slug of ["all-purpose-flour", "granulated-sugar", "unsalted-butter", "parmesan"]) {
      expect([slug, ingredient(slug).defaultMetricMeasurementMethod]).toEqual([slug, "weight"]);
    }
    for (const slug of ["water", "milk", "olive-oil", "chicken-stock", "soy-sauce", "red-wine"]) {
      expect([slug, ingredient(slug).defaultMetricMeasurementMethod]).toEqual([slug, "volume"]);
    }
    expect(ingredient("egg").gramsPerLiter).toBeNull();
  });

  it("has the staples demo content is written against", () => {
    const slugs = new Set(ingredients.map((i) => i.slug));
    const staples = [
      "all-purpose-flour",
      "bread-flour",
      "granulated-sugar",
      "brown-sugar",
      "unsalted-butter",
      "egg",
      "milk",
      "water",
      "garlic",
      "yellow-onion",
      "olive-oil",
      "kosher-salt",
      "salt",
      "black-pepper",
      "chicken-stock",
      "vegetable-stock",
      "beef-stock",
      "heavy-cream",
      "parmesan",
      "lemon",
      "lemon-juice",
      "fresh-basil",
      "ground-cumin",
      "soy-sauce",
      "rice-vinegar",
      "sesame-oil",
      "ginger",
      "scallion",
      "cilantro",
      "jalapeno",
      "lime",
      "tomato",
      "canned-tomatoes",
      "coconut-milk",
      "chickpeas",
      "black-beans",
      "spaghetti",
      "arborio-rice",
      "jasmine-rice",
      "chicken-thighs",
      "chicken-breast",
      "ground-beef",
      "beef-chuck",
      "pork-shoulder",
      "bacon",
      "salmon-fillet",
      "shrimp",
      "tofu",
      "potato",
      "sweet-potato",
      "carrot",
      "celery",
      "mushrooms",
      "spinach",
      "kale",
      "zucchini",
      "eggplant",
      "bell-pepper",
      "baking-powder",
      "baking-soda",
      "vanilla-extract",
      "instant-yeast",
      "cornstarch",
      "dark-chocolate",
      "cocoa-powder",
      "maple-syrup",
      "honey",
      "peanut-butter",
      "almonds",
      "walnuts",
      "oats",
      "buttermilk",
      "greek-yogurt",
      "sour-cream",
      "cream-cheese",
      "mozzarella",
      "cheddar",
      "feta",
      "gochujang",
      "fish-sauce",
      "miso",
      "tahini",
      "dijon-mustard",
      "mayonnaise",
      "worcestershire-sauce",
      "red-wine",
      "white-wine",
    ];
    expect(staples.filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});

describe("type themes", () => {
  it("offers about thirty distinct font families", () => {
    expect(fontFamilies.length).toBeGreaterThanOrEqual(25);
    expect(fontFamilies.length).toBeLessThanOrEqual(35);
    expect(duplicates(fontFamilies)).toEqual([]);
  });

  it("only uses offered families", () => {
    const offered = new Set(fontFamilies);
    const strays = typeThemes.flatMap((t) =>
      [t.displayFontFamily, t.narrativeFontFamily].filter((family) => !offered.has(family)),
    );
    expect(strays).toEqual([]);
  });

  it.each(typeThemes.map((t) => [t.slug, t] as const))(
    "%s: weights lie in 300–800 and bold is heavier than normal",
    (_, t) => {
      const weights = [
        t.displayFontNormalWeight,
        t.displayFontBoldWeight,
        t.narrativeFontNormalWeight,
        t.narrativeFontBoldWeight,
      ];
      for (const weight of weights) {
        expect(weight % 100).toBe(0);
        expect(weight).toBeGreaterThanOrEqual(300);
        expect(weight).toBeLessThanOrEqual(800);
      }
      expect(t.displayFontBoldWeight).toBeGreaterThan(t.displayFontNormalWeight);
      expect(t.narrativeFontBoldWeight).toBeGreaterThan(t.narrativeFontNormalWeight);
    },
  );
});

describe("colour themes", () => {
  it("writes every colour as #rrggbb", () => {
    const bad = colorThemes.flatMap((t) =>
      Object.entries(t)
        .filter(([key, value]) => key.startsWith("color") && !HEX.test(value))
        .map(([key]) => `${t.slug}.${key}`),
    );
    expect(bad).toEqual([]);
  });

  it("includes light and dark themes", () => {
    const dark = colorThemes.filter((t) => luminance(t.colorBackground) < 0.2);
    expect(dark.length).toBeGreaterThan(0);
    expect(dark.length).toBeLessThan(colorThemes.length);
  });

  it.each(colorThemes.map((t) => [t.slug, t] as const))("%s: meets WCAG AA", (_, t) => {
    // Body text on the page and on panels (cards, sidebars): AA for normal text.
    expect(contrast(t.colorText, t.colorBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.colorText, t.colorPanel)).toBeGreaterThanOrEqual(4.5);
    // Subdued carries real information (times, bylines), so it is held to the same bar.
    expect(contrast(t.colorSubdued, t.colorBackground)).toBeGreaterThanOrEqual(4.5);
    // Accent marks links, icons and button outlines: AA for non-text UI.
    expect(contrast(t.colorAccent, t.colorBackground)).toBeGreaterThanOrEqual(3);
    // A filled accent button needs a readable label, in white or in the text colour.
    const label = Math.max(
      contrast("#ffffff", t.colorAccent),
      contrast(t.colorText, t.colorAccent),
    );
    expect(label).toBeGreaterThanOrEqual(4.5);
  });
});
