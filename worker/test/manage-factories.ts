import type { RecipeBodyInput } from "@schema/api/manage-recipes";
import type { RichText } from "@schema/content/rich-text";
import { comments } from "@schema/db/comments";
import { contributors, recipeContributors } from "@schema/db/contributors";
import { equipment } from "@schema/db/equipment";
import { images } from "@schema/db/images";
import { ingredients } from "@schema/db/ingredients";
import { siteMembers } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { cuisines, diets, foodCategories, meals, methods, tags } from "@schema/db/taxonomies";
import { colorThemes, typeThemes } from "@schema/db/themes";
import { units } from "@schema/db/units";
import { anchorPerson, call, db, makeSite, makeUser, signedIn, siteDb, unique } from "./factories";

/**
 * Test data for the manage (kitchen) calls: a site with its owner signed in, catalogues,
 * bodies. A site's rows go to its database; the platform's catalogue rows to the platform's
 * only, so a save that names one copies it into the site's database as it must in
 * production for a row the platform gained after the site moved (References).
 */

/** Where a catalogue row of a site (or, null, of the platform) is written. */
const catalogueDb = (siteId: string | null) => (siteId === null ? db() : siteDb(siteId));

/** A site and its owner, signed in on the platform (the kitchen's session). */
export async function makeKitchen(overrides: Parameters<typeof makeSite>[0] = {}) {
  const owner = await makeUser();
  const site = await makeSite({ ownerId: owner.id, ...overrides });
  return { site, owner, token: await signedIn(owner.id) };
}

/** A second person made manager of the site. */
export async function addManager(siteId: string) {
  const user = await makeUser();
  await db().insert(siteMembers).values({ siteId, userId: user.id, role: "manager" });
  return { user, token: await signedIn(user.id) };
}

export const doc = (...lines: string[]): RichText => ({
  type: "document",
  children: lines.map((text) => ({ type: "paragraph", children: [{ text }] })),
});

export async function makeUnitRow() {
  const slug = unique("unit");
  const [row] = await db()
    .insert(units)
    .values({ slug, title: slug, pluralTitle: `${slug}s`, kind: "volume", system: "us" })
    .returning();
  if (!row) throw new Error("makeUnitRow failed");
  return row;
}

/** An ingredient of the platform catalogue, or of one site's when siteId is given. */
export async function makeIngredientRow(siteId: string | null = null, title = unique("Flour")) {
  const [row] = await (await catalogueDb(siteId))
    .insert(ingredients)
    .values({ siteId, slug: unique("ingredient"), title })
    .returning();
  if (!row) throw new Error("makeIngredientRow failed");
  return row;
}

export async function makeEquipmentRow(siteId: string | null = null) {
  const [row] = await (await catalogueDb(siteId))
    .insert(equipment)
    .values({ siteId, slug: unique("equipment"), title: unique("Pan") })
    .returning();
  if (!row) throw new Error("makeEquipmentRow failed");
  return row;
}

const termTables = { tags, methods, foodCategories, meals, cuisines, diets };

export async function makeTermRow(kind: keyof typeof termTables, siteId: string | null = null) {
  const [row] = await (await catalogueDb(siteId))
    .insert(termTables[kind])
    .values({ siteId, slug: unique(kind), title: unique(kind) })
    .returning();
  if (!row) throw new Error("makeTermRow failed");
  return row;
}

/** An images row (no bytes in R2: enough for reference checks and read shapes). */
export async function makeImageRow(siteId: string | null) {
  const [row] = await (await catalogueDb(siteId))
    .insert(images)
    .values({
      siteId,
      key: `sites/${siteId ?? "none"}/images/${crypto.randomUUID()}.png`,
      contentType: "image/png",
      width: 800,
      height: 600,
      lqip: "data:image/png;base64,AAAA",
    })
    .returning();
  if (!row) throw new Error("makeImageRow failed");
  return row;
}

export async function makeContributorRow(siteId: string) {
  const [row] = await (await siteDb(siteId))
    .insert(contributors)
    .values({ siteId, name: unique("Contributor") })
    .returning();
  if (!row) throw new Error("makeContributorRow failed");
  return row;
}

/** Credits the contributor on the recipes, as the recipe editor's save does (a row each). */
export async function creditContributor(
  siteId: string,
  contributorId: string,
  ...recipeIds: string[]
) {
  const db = await siteDb(siteId);
  for (const recipeId of recipeIds) {
    await db.insert(recipeContributors).values({ recipeId, contributorId, position: 0 });
  }
}

export async function makeThemes() {
  const [color] = await db()
    .insert(colorThemes)
    .values({
      slug: unique("color"),
      title: "Color",
      colorText: "#111111",
      colorAccent: "#aa0000",
      colorSubdued: "#666666",
      colorOverlay: "#000000",
      colorBackground: "#ffffff",
      colorPanel: "#f5f5f5",
      colorEmphasis: "#222222",
      colorOutline: "#dddddd",
    })
    .returning();
  const [type] = await db()
    .insert(typeThemes)
    .values({
      slug: unique("type"),
      title: "Type",
      displayFontFamily: "Lora",
      narrativeFontFamily: "Inter",
      displayFontNormalWeight: 400,
      displayFontBoldWeight: 700,
      narrativeFontNormalWeight: 400,
      narrativeFontBoldWeight: 600,
    })
    .returning();
  if (!color || !type) throw new Error("makeThemes failed");
  return { color, type };
}

/** One of everything a recipe may name, usable by `siteId`. */
export async function makeRecipeCatalogue(siteId: string) {
  return {
    unit: await makeUnitRow(),
    unit2: await makeUnitRow(),
    flour: await makeIngredientRow(null, unique("Flour")),
    ownIngredient: await makeIngredientRow(siteId, unique("Smoked salt")),
    pan: await makeEquipmentRow(),
    ownEquipment: await makeEquipmentRow(siteId),
    tag: await makeTermRow("tags"),
    ownTag: await makeTermRow("tags", siteId),
    method: await makeTermRow("methods"),
    category: await makeTermRow("foodCategories"),
    meal: await makeTermRow("meals"),
    cuisine: await makeTermRow("cuisines"),
    diet: await makeTermRow("diets"),
    cover: await makeImageRow(siteId),
    stepImage: await makeImageRow(siteId),
    contributor: await makeContributorRow(siteId),
  };
}

export type RecipeCatalogue = Awaited<ReturnType<typeof makeRecipeCatalogue>>;

/** The smallest valid recipe. */
export const minimalRecipe = (overrides: Partial<RecipeBodyInput> = {}): RecipeBodyInput => ({
  title: "Plain toast",
  slug: unique("toast"),
  ...overrides,
});

/** A recipe using every field of the write shape, with ids on every part. */
export function fullRecipe(cat: RecipeCatalogue): RecipeBodyInput & Record<string, unknown> {
  const usageA = crypto.randomUUID();
  const usageB = crypto.randomUUID();
  const usageC = crypto.randomUUID();
  return {
    title: "Sourdough loaf",
    slug: unique("sourdough"),
    description: {
      type: "document",
      children: [
        { type: "heading", level: 2, children: [{ text: "A loaf worth the wait", bold: true }] },
        {
          type: "paragraph",
          children: [
            { text: "Mix " },
            { type: "measurement", quantity: 500, unitId: cat.unit.id },
            { text: " of " },
            { type: "ingredient-usage-reference", ingredientUsageId: usageA },
            {
              type: "link",
              href: "https://example.com/starter",
              children: [{ text: "starter", italic: true }],
            },
          ],
        },
        {
          type: "bulleted-list",
          children: [{ type: "list-item", children: [{ text: "Crisp crust" }] }],
        },
      ],
    },
    images: [
      { id: cat.cover.id, crop: { width: 400, height: 300, x: 10, y: 20 } },
      { id: cat.stepImage.id, crop: null },
    ],
    videoId: "dQw4w9WgXcQ",
    storyExcerpt: "It started with a starter.",
    storyMore: "And it went on for years.",
    note: doc("Keep the starter warm."),
    legacyRecipeData: { content: "<p>Old</p>", source: "tasty" },
    privacySetting: "subscribers_only",
    prepTimeMinutes: 30,
    cookTimeMinutes: 45,
    customTimeLabel: "Proofing",
    customTimeMinutes: 720,
    yieldServings: 1.5,
    servingDescription: "loaves",
    difficultyLevel: "hard",
    tagIds: [cat.ownTag.id, cat.tag.id],
    methodIds: [cat.method.id],
    foodCategoryIds: [cat.category.id],
    mealIds: [cat.meal.id],
    cuisineIds: [cat.cuisine.id],
    dietIds: [cat.diet.id],
    keywords: ["bread", "levain"],
    ingredientUsageGroups: [
      {
        id: crypto.randomUUID(),
        title: "For the dough",
        note: doc("Use strong flour."),
        ingredientUsages: [
          {
            id: usageA,
            quantityMin: 500,
            quantityMax: null,
            unitId: cat.unit.id,
            ingredientId: cat.flour.id,
            preparation: doc("sifted"),
            ingredientTitleOverride: null,
            link: "https://example.com/flour",
            note: doc("Bread flour"),
          },
          {
            id: usageB,
            quantityMin: 1,
            quantityMax: 2,
            unitId: cat.unit2.id,
            ingredientId: cat.ownIngredient.id,
            preparation: null,
            ingredientTitleOverride: "Flaky salt",
            link: null,
            note: null,
          },
        ],
      },
      {
        id: crypto.randomUUID(),
        title: null,
        note: null,
        ingredientUsages: [
          {
            id: usageC,
            quantityMin: null,
            quantityMax: null,
            unitId: null,
            ingredientId: null,
            preparation: null,
            ingredientTitleOverride: "Water, as needed",
            link: "https://www.example.com/water",
            note: null,
          },
        ],
      },
    ],
    instructionGroups: [
      {
        id: crypto.randomUUID(),
        title: "Mix",
        note: doc("Take your time."),
        instructions: [
          {
            id: crypto.randomUUID(),
            content: {
              type: "document",
              children: [
                {
                  type: "paragraph",
                  children: [
                    { text: "Combine " },
                    { type: "ingredient-usage-reference", ingredientUsageId: usageB },
                  ],
                },
              ],
            },
            timerMinutes: 10,
            note: doc("Wet hands help."),
            videoId: "abc_123-XY",
            imageIds: [cat.stepImage.id, cat.cover.id],
          },
          {
            id: crypto.randomUUID(),
            content: doc("Rest."),
            timerMinutes: null,
            note: null,
            videoId: null,
            imageIds: [],
          },
        ],
      },
      {
        id: crypto.randomUUID(),
        title: "Bake",
        note: null,
        instructions: [
          {
            id: crypto.randomUUID(),
            content: doc("Bake hot."),
            timerMinutes: 45,
            note: null,
            videoId: null,
            imageIds: [],
          },
        ],
      },
    ],
    equipmentUsages: [
      {
        id: crypto.randomUUID(),
        equipmentId: cat.ownEquipment.id,
        link: "https://example.com/oven",
        note: "A Dutch oven",
        imageOverrideId: cat.cover.id,
        equipmentTitleOverride: "Cast-iron pot",
      },
      {
        id: crypto.randomUUID(),
        equipmentId: cat.pan.id,
        link: null,
        note: null,
        imageOverrideId: null,
        equipmentTitleOverride: null,
      },
    ],
    contributorIds: [cat.contributor.id],
  };
}

/** Creates a recipe through the API and returns its read shape. */
export async function createRecipe(
  siteSlug: string,
  token: string,
  body: RecipeBodyInput = minimalRecipe(),
) {
  const res = await call("POST", `/manage/${siteSlug}/recipes`, { token, json: body });
  if (res.status !== 201)
    throw new Error(`createRecipe: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.recipe as { id: string; slug: string } & Record<string, unknown>;
}

/** Creates and publishes a recipe through the API. */
export async function publishedRecipe(siteSlug: string, token: string, body = minimalRecipe()) {
  const recipe = await createRecipe(siteSlug, token, body);
  const res = await call("POST", `/manage/${siteSlug}/recipes/${recipe.id}/publish`, {
    token,
    json: body,
  });
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.recipe as { id: string; slug: string; publishedAt: string };
}

export async function makeCommentRow(input: {
  siteId: string;
  recipeId: string;
  parentId?: string;
  text?: string;
  hidden?: boolean;
  createdAt?: Date;
  /** Written by this person (the site's owner, say); a new reader by default. */
  userId?: string;
}) {
  const user = input.userId
    ? { id: input.userId }
    : await makeUser({ displayName: unique("Reader") });
  const own = await siteDb(input.siteId);
  await anchorPerson(own, user.id);
  const [row] = await own
    .insert(comments)
    .values({
      siteId: input.siteId,
      recipeId: input.recipeId,
      userId: user.id,
      parentId: input.parentId ?? null,
      level: input.parentId ? 2 : 1,
      content: doc(input.text ?? "Lovely"),
      hiddenAt: input.hidden ? new Date() : null,
      createdAt: input.createdAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error("makeCommentRow failed");
  return row;
}

export async function makeSubscriberRow(
  siteId: string,
  plan: "free" | "monthly" | "yearly",
  overrides: Partial<typeof siteSubscriptions.$inferInsert> = {},
) {
  const user = await makeUser();
  const own = await siteDb(siteId);
  await anchorPerson(own, overrides.userId ?? user.id);
  const [row] = await own
    .insert(siteSubscriptions)
    .values({
      siteId,
      userId: user.id,
      email: user.email,
      plan,
      status: "active",
      priceAmountCents: plan === "free" ? 0 : plan === "monthly" ? 500 : 5000,
      cadence: plan === "free" ? null : plan === "monthly" ? "month" : "year",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("makeSubscriberRow failed");
  return row;
}
