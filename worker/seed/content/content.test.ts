import { socialPlatforms } from "@schema/db/site-content";
import { reference } from "@schema/reference/index";
import { describe, expect, it } from "vitest";
import { IMAGE_MOTIFS } from "../images";
import { type MarkupContext, parseMarkup } from "../markup";
import type { ImageSeed, RecipeSeed, SiteSeed, TaxonomyKind } from "../types";
import { demoSeed } from "./index";

/**
 * The demo content is the product's showcase and the end-to-end tests' fixture, so it is
 * checked the way the loader will read it: every slug must resolve in the catalogue, every
 * piece of markup must parse, and the counts the tests rely on must hold.
 */

const site = (slug: string): SiteSeed => {
  const found = demoSeed.sites.find((s) => s.slug === slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};
const demo = site("demo");
const second = site("second");
const published = (s: SiteSeed) => s.recipes.filter((r) => r.status !== "draft");

const unitIds = new Map(reference.units.map((u) => [u.slug, u.id]));
const ingredientSlugs = new Set(reference.ingredients.map((i) => i.slug));
const equipmentSlugs = new Set(reference.equipment.map((e) => e.slug));
const taxonomySlugs = (kind: TaxonomyKind) =>
  new Set(reference.taxonomies[kind].map((t) => t.slug));
const userEmails = new Set(demoSeed.users.map((u) => u.email));

function unitId(slug: string): string {
  const id = unitIds.get(slug);
  if (!id) throw new Error(`unknown unit "${slug}"`);
  return id;
}

/** The loader's resolvers: catalogue units, and this recipe's own line keys. */
function recipeContext(recipe: RecipeSeed): MarkupContext {
  const keys = new Map<string, string>();
  for (const item of recipe.ingredientGroups.flatMap((g) => g.items)) {
    const key = item.key ?? item.ingredient;
    if (key) keys.set(key, crypto.randomUUID());
  }
  return {
    unitId,
    usageId(key) {
      const id = keys.get(key);
      if (!id) throw new Error(`unknown ingredient key "${key}"`);
      return id;
    },
  };
}

const siteContext: MarkupContext = {
  unitId,
  usageId(key) {
    throw new Error(`site text cannot refer to ingredient "${key}"`);
  },
};

/** Every markup field of a recipe, labelled for failure messages. */
function recipeTexts(recipe: RecipeSeed): [string, string][] {
  const texts: [string, string | undefined][] = [
    ["description", recipe.description],
    ["note", recipe.note],
  ];
  recipe.ingredientGroups.forEach((group, g) => {
    texts.push([`ingredient group ${g + 1} note`, group.note]);
    for (const item of group.items) {
      const name = item.key ?? item.ingredient ?? item.title;
      texts.push([`${name} preparation`, item.preparation], [`${name} note`, item.note]);
    }
  });
  recipe.instructionGroups.forEach((group, g) => {
    texts.push([`instruction group ${g + 1} note`, group.note]);
    group.steps.forEach((step, s) => {
      texts.push([`step ${g + 1}.${s + 1}`, step.text], [`step ${g + 1}.${s + 1} note`, step.note]);
    });
  });
  return texts.filter((t): t is [string, string] => t[1] !== undefined);
}

function siteImages(s: SiteSeed): ImageSeed[] {
  return [
    ...(s.featuredImage ? [s.featuredImage] : []),
    ...(s.productLinks ?? []).map((p) => p.image),
    ...(s.events ?? []).flatMap((e) => (e.image ? [e.image] : [])),
    ...(s.contributors ?? []).flatMap((c) => (c.image ? [c.image] : [])),
    ...(s.collections ?? []).flatMap((c) => (c.image ? [c.image] : [])),
    ...s.recipes.flatMap((r) => [
      ...r.images,
      ...r.instructionGroups.flatMap((g) => g.steps.flatMap((st) => (st.image ? [st.image] : []))),
    ]),
  ];
}

describe("demo seed: counts the product and the end-to-end tests rely on", () => {
  it("has the demo site with at least 40 published recipes and 2 drafts", () => {
    expect(published(demo).length).toBeGreaterThanOrEqual(40);
    expect(demo.recipes.filter((r) => r.status === "draft")).toHaveLength(2);
  });

  it("has at least 3 published subscriber-only recipes", () => {
    const locked = published(demo).filter((r) => r.privacy === "subscribers_only");
    expect(locked.length).toBeGreaterThanOrEqual(3);
  });

  it("has 4 collections of 6 to 12 published recipes, one with a video paragraph", () => {
    const slugs = new Set(published(demo).map((r) => r.slug));
    const collections = demo.collections ?? [];
    expect(collections).toHaveLength(4);
    for (const c of collections) {
      expect(c.recipes.length, c.slug).toBeGreaterThanOrEqual(6);
      expect(c.recipes.length, c.slug).toBeLessThanOrEqual(12);
      expect(
        c.recipes.filter((r) => !slugs.has(r)),
        c.slug,
      ).toEqual([]);
      expect(new Set(c.recipes).size, c.slug).toBe(c.recipes.length);
    }
    // Demo videos would need real ids on a video service; a made-up id is a broken embed,
    // so the seed carries none.
  });

  it("features at most 5 published recipes", () => {
    for (const s of demoSeed.sites) {
      const slugs = new Set(published(s).map((r) => r.slug));
      const featured = s.featuredRecipes ?? [];
      expect(featured.length).toBeLessThanOrEqual(5);
      expect(featured.filter((f) => !slugs.has(f))).toEqual([]);
    }
    expect(demo.featuredRecipes).toHaveLength(5);
  });

  it("spreads publication over about two years", () => {
    const days = published(demo).map((r) => r.publishedDaysAgo);
    expect(Math.min(...days)).toBeLessThan(14);
    expect(Math.max(...days)).toBeGreaterThan(600);
    expect(Math.max(...days)).toBeLessThanOrEqual(760);
  });

  it("sets up the demo site's money, community and pages", () => {
    expect(demo).toMatchObject({
      owner: "chef@example.com",
      layout: "standard",
      newslettersEnabled: true,
      subscriptionsEnabled: true,
      paymentsEnabled: true,
      commentsEnabled: true,
      monthlyAmountCents: 500,
      yearlyAmountCents: 5000,
    });
    expect(demo.productLinks?.length).toBeGreaterThanOrEqual(4);
    expect(demo.productLinks?.every((p) => (p.priceCents ?? 0) > 0)).toBe(true);
    expect(demo.links?.length).toBeGreaterThanOrEqual(5);
    expect(demo.headerLinks?.length).toBeGreaterThanOrEqual(1);
    expect(demo.contributors).toHaveLength(2);
    const events = demo.events ?? [];
    expect(events).toHaveLength(4);
    expect(events.some((e) => e.daysFromNow < 0)).toBe(true);
    expect(events.some((e) => e.daysFromNow > 0)).toBe(true);
  });

  it("has the second site: a metric, centred baking site", () => {
    expect(second).toMatchObject({
      owner: "baker@example.com",
      headerLayout: "centered",
      defaultMeasurementSystem: "metric",
      defaultTemperatureSystem: "celsius",
    });
    expect(published(second).length).toBeGreaterThanOrEqual(8);
    expect(published(second).length).toBeLessThanOrEqual(10);
    expect(second.collections).toHaveLength(1);
    expect(second.colorTheme).not.toBe(demo.colorTheme);
    expect(second.typeTheme).not.toBe(demo.typeTheme);
  });
});

describe("demo seed: people", () => {
  it("lists every user once, with the five named accounts, one of them staff", () => {
    expect(userEmails.size).toBe(demoSeed.users.length);
    const named = Object.fromEntries(demoSeed.users.map((u) => [u.email, u.displayName]));
    expect(named).toMatchObject({
      "chef@example.com": "Maya Lin",
      "baker@example.com": "Theo Baker",
      "reader@example.com": "Riley Reader",
      "paid@example.com": "Pat Payne",
      "admin@example.com": "Ada Admin",
    });
    expect(demoSeed.users.filter((u) => u.staff).map((u) => u.email)).toEqual([
      "admin@example.com",
    ]);
    for (const user of demoSeed.users) {
      if (user.bio) parseMarkup(user.bio, siteContext);
    }
  });

  it("has owners, commenters and upvoters who are listed users", () => {
    for (const s of demoSeed.sites) {
      expect(userEmails.has(s.owner)).toBe(true);
      for (const c of s.comments ?? []) {
        for (const person of [c, ...(c.replies ?? [])]) {
          expect(userEmails.has(person.author), person.author).toBe(true);
          for (const up of person.upvoters ?? []) expect(userEmails.has(up), up).toBe(true);
        }
      }
    }
  });

  it("comments on published recipes after they were published, replies after comments", () => {
    const comments = demo.comments ?? [];
    expect(new Set(comments.map((c) => c.recipe)).size).toBeGreaterThanOrEqual(8);
    expect(comments.some((c) => (c.replies ?? []).length > 0)).toBe(true);
    const hidden = comments.flatMap((c) => [c, ...(c.replies ?? [])]).filter((c) => c.hidden);
    expect(hidden).toHaveLength(1);
    for (const s of demoSeed.sites) {
      const ages = new Map(published(s).map((r) => [r.slug, r.publishedDaysAgo * 24]));
      for (const c of s.comments ?? []) {
        const age = ages.get(c.recipe);
        expect(age, `${s.slug}: comment on ${c.recipe}`).toBeDefined();
        expect(c.hoursAgo, c.recipe).toBeLessThan(age ?? 0);
        for (const reply of c.replies ?? [])
          expect(reply.hoursAgo, c.recipe).toBeLessThan(c.hoursAgo);
      }
    }
  });

  it("rates published recipes after they were published, subscriber-only ones by paying readers", () => {
    const reviews = (s: SiteSeed) =>
      (s.comments ?? []).flatMap((c) => (c.stars === undefined ? [] : [{ ...c, stars: c.stars }]));
    // Enough for the index's "Top rated" and the kitchen's "Best rated" to order something.
    const rated = new Set([...reviews(demo), ...(demo.ratings ?? [])].map((r) => r.recipe));
    expect(rated.size).toBeGreaterThanOrEqual(10);
    for (const s of demoSeed.sites) {
      const recipes = new Map(published(s).map((r) => [r.slug, r]));
      const paying = new Set(
        (s.subscribers ?? []).filter((sub) => sub.plan !== "free").map((sub) => sub.email),
      );
      for (const rating of [...reviews(s), ...(s.ratings ?? [])]) {
        const recipe = recipes.get(rating.recipe);
        const where = `${s.slug}: ${rating.author} on ${rating.recipe}`;
        expect(recipe, where).toBeDefined();
        expect(rating.hoursAgo, where).toBeLessThan((recipe?.publishedDaysAgo ?? 0) * 24);
        expect(userEmails.has(rating.author), where).toBe(true);
        if (recipe?.privacy === "subscribers_only")
          expect(paying.has(rating.author), where).toBe(true);
      }
    }
  });

  it("e-mailed published recipes after they were published, weeks ago", () => {
    expect((demo.newsletters ?? []).length).toBeGreaterThanOrEqual(3);
    for (const s of demoSeed.sites) {
      const ages = new Map(published(s).map((r) => [r.slug, r.publishedDaysAgo]));
      for (const send of s.newsletters ?? []) {
        expect(ages.get(send.recipe), send.recipe).toBeGreaterThan(send.daysAgo);
        expect(send.daysAgo, send.recipe).toBeGreaterThan(14);
        expect(send.sent, send.recipe).toBeLessThanOrEqual((s.subscribers ?? []).length);
      }
    }
  });

  it("has free, monthly and yearly subscribers, including reader and paid", () => {
    const subscribers = demo.subscribers ?? [];
    expect(subscribers.length).toBeGreaterThanOrEqual(17);
    expect(subscribers).toContainEqual(
      expect.objectContaining({ email: "reader@example.com", plan: "free" }),
    );
    expect(subscribers).toContainEqual(
      expect.objectContaining({ email: "paid@example.com", plan: "monthly" }),
    );
    for (const plan of ["free", "monthly", "yearly"] as const) {
      expect(
        subscribers.some((s) => s.plan === plan),
        plan,
      ).toBe(true);
    }
    expect(new Set(subscribers.map((s) => s.email)).size).toBe(subscribers.length);
  });
});

describe("demo seed: every reference resolves", () => {
  it("uses colour and type themes from the catalogue", () => {
    const colours = new Set(reference.colorThemes.map((t) => t.slug));
    const types = new Set(reference.typeThemes.map((t) => t.slug));
    for (const s of demoSeed.sites) {
      expect(colours.has(s.colorTheme), s.colorTheme).toBe(true);
      expect(types.has(s.typeTheme), s.typeTheme).toBe(true);
    }
  });

  it("uses known social platforms and web addresses", () => {
    const platforms = new Set<string>(socialPlatforms);
    for (const s of demoSeed.sites) {
      for (const link of s.socialMediaLinks ?? []) {
        expect(platforms.has(link.platform), link.platform).toBe(true);
        expect(link.url).toMatch(/^(https:\/\/|mailto:)/);
      }
      const hrefs = [
        ...(s.links ?? []).map((l) => l.href),
        ...(s.productLinks ?? []).map((l) => l.href),
        ...(s.events ?? []).flatMap((e) => (e.href ? [e.href] : [])),
      ];
      for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
      for (const link of s.headerLinks ?? []) expect(link.href).toMatch(/^(https:\/\/|\/)/);
    }
  });

  for (const s of demoSeed.sites) {
    describe(`site "${s.slug}"`, () => {
      it("has unique recipe slugs", () => {
        const slugs = s.recipes.map((r) => r.slug);
        expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([]);
        for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      });

      it("has parseable about and collection texts", () => {
        if (s.about) expect(parseMarkup(s.about, siteContext).children.length).toBeGreaterThan(1);
        for (const c of s.collections ?? []) {
          if (c.description) parseMarkup(c.description, siteContext);
        }
      });

      it("paints only known image motifs", () => {
        for (const image of siteImages(s)) {
          expect(IMAGE_MOTIFS as readonly string[]).toContain(image.motif);
          expect(image.hue).toBeGreaterThanOrEqual(0);
          expect(image.hue).toBeLessThan(360);
        }
      });

      for (const recipe of s.recipes) {
        it(`recipe "${recipe.slug}" resolves and parses`, () => {
          const missing: string[] = [];
          const need = (ok: boolean, what: string) => {
            if (!ok) missing.push(what);
          };
          const keys = new Set<string>();
          for (const item of recipe.ingredientGroups.flatMap((g) => g.items)) {
            if (item.ingredient)
              need(ingredientSlugs.has(item.ingredient), `ingredient ${item.ingredient}`);
            if (item.unit) need(unitIds.has(item.unit), `unit ${item.unit}`);
            need(Boolean(item.ingredient || item.title), "a line without ingredient or title");
            const key = item.key ?? item.ingredient;
            if (key) {
              need(!keys.has(key), `a second line keyed ${key}`);
              keys.add(key);
            }
            if (Array.isArray(item.qty)) need(item.qty[0] < item.qty[1], `range ${item.qty}`);
            else if (item.qty !== undefined) need(item.qty > 0, `quantity ${item.qty}`);
          }
          for (const e of recipe.equipment ?? [])
            need(equipmentSlugs.has(e.slug), `equipment ${e.slug}`);
          const kinds: [keyof RecipeSeed, TaxonomyKind][] = [
            ["cuisines", "cuisines"],
            ["meals", "meals"],
            ["methods", "methods"],
            ["diets", "diets"],
            ["categories", "foodCategories"],
            ["tags", "tags"],
          ];
          for (const [field, kind] of kinds) {
            const known = taxonomySlugs(kind);
            for (const slug of (recipe[field] as string[] | undefined) ?? []) {
              need(known.has(slug), `${kind} ${slug}`);
            }
          }
          const contributors = new Set((s.contributors ?? []).map((c) => c.name));
          for (const name of recipe.contributors ?? [])
            need(contributors.has(name), `contributor ${name}`);
          expect(missing).toEqual([]);

          const ctx = recipeContext(recipe);
          for (const [label, text] of recipeTexts(recipe)) {
            expect(() => parseMarkup(text, ctx), `${recipe.slug} ${label}`).not.toThrow();
          }
        });

        it(`recipe "${recipe.slug}" is complete`, () => {
          expect(recipe.images.length).toBeGreaterThanOrEqual(1);
          expect(recipe.images.length).toBeLessThanOrEqual(3);
          expect(recipe.ingredientGroups.flatMap((g) => g.items).length).toBeGreaterThan(1);
          const steps = recipe.instructionGroups.flatMap((g) => g.steps);
          expect(steps.length).toBeGreaterThan(1);
          for (const step of steps) {
            if (step.timerMinutes !== undefined) {
              expect(Number.isInteger(step.timerMinutes) && step.timerMinutes > 0).toBe(true);
            }
          }
          for (const group of [...recipe.ingredientGroups, ...recipe.instructionGroups]) {
            if (group.title !== undefined) expect(group.title.length).toBeGreaterThan(0);
          }
          expect(recipe.yieldServings).toBeGreaterThan(0);
          expect(recipe.difficulty).toBeDefined();
          expect((recipe.prepTimeMinutes ?? 0) + (recipe.cookTimeMinutes ?? 0)).toBeGreaterThan(0);
        });
      }
    });
  }
});
