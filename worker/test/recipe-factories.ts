import type { RecipeFilterKind } from "@schema/api/public-read";
import {
  type InlineNode,
  paragraphsFromText,
  plainText,
  type RichText,
} from "@schema/content/rich-text";
import { collectionRecipes, collections } from "@schema/db/collections";
import { images } from "@schema/db/images";
import { type Ingredient, ingredients } from "@schema/db/ingredients";
import { ingredientUsageGroups, ingredientUsages } from "@schema/db/recipe-ingredients";
import { instructionGroups, instructionImages, instructions } from "@schema/db/recipe-instructions";
import { recipeImages, recipes } from "@schema/db/recipes";
import { siteMembers } from "@schema/db/sites";
import { type SubscriptionStatus, siteSubscriptions } from "@schema/db/subscriptions";
import { type Unit, units } from "@schema/db/units";
import { taxonomyTables } from "../services/recipes/taxonomy-tables";
import { anchorPerson, db, insertInEveryDb, makeUser, siteDb, unique } from "./factories";

/**
 * Recipe-side test data: recipes with all their parts, catalogues, collections, plans. A
 * site's rows go to its database (`siteDb`); the platform's catalogue rows to every one.
 */

/** Rich text, one paragraph per argument: plain text, or text mixed with inline nodes. */
export function doc(...paragraphs: (string | (string | InlineNode)[])[]): RichText {
  const inline = (node: string | InlineNode) => (typeof node === "string" ? { text: node } : node);
  return {
    type: "document",
    children: paragraphs.map((content) => ({
      type: "paragraph" as const,
      children: typeof content === "string" ? [{ text: content }] : content.map(inline),
    })),
  };
}

export const measurement = (unitId: string, quantity: number): InlineNode => ({
  type: "measurement",
  quantity,
  unitId,
});

const asRichText = (value: string | RichText | undefined | null) =>
  value === undefined || value === null
    ? null
    : typeof value === "string"
      ? paragraphsFromText(value)
      : value;

export async function makeUnit(overrides: Partial<typeof units.$inferInsert> = {}): Promise<Unit> {
  const slug = overrides.slug ?? unique("unit");
  return insertInEveryDb(units, {
    slug,
    title: slug,
    pluralTitle: `${slug}s`,
    kind: "volume",
    system: "us",
    ...overrides,
  });
}

export async function makeIngredient(title = unique("ingredient")): Promise<Ingredient> {
  return insertInEveryDb(ingredients, { slug: unique("ing"), title });
}

/** A filter term (cuisine, meal, …), platform-wide unless a site is given. */
export async function makeTerm(
  kind: RecipeFilterKind,
  title: string,
  siteId: string | null = null,
) {
  const { terms } = taxonomyTables[kind];
  const values = { siteId, slug: unique(kind), title };
  if (siteId === null) return insertInEveryDb(terms, values);
  const [term] = await (await siteDb(siteId)).insert(terms).values(values).returning();
  if (!term) throw new Error("makeTerm failed");
  return term;
}

/** A site's picture in its database, or (no site) a person's on the platform. */
export async function makeImage(siteId: string | null = null) {
  const database = siteId === null ? db() : await siteDb(siteId);
  const [image] = await database
    .insert(images)
    .values({
      siteId,
      key: `${unique("img")}.jpg`,
      contentType: "image/jpeg",
      width: 1600,
      height: 900,
      lqip: "data:image/jpeg;base64,AAAA",
    })
    .returning();
  if (!image) throw new Error("makeImage failed");
  return image;
}

export type LineInput =
  | string
  | {
      title?: string;
      ingredient?: Ingredient;
      unit?: Unit;
      quantity?: number;
      preparation?: RichText;
      note?: RichText;
    };

export type StepInput =
  | string
  | { content?: RichText | null; note?: RichText; timerMinutes?: number; imageIds?: string[] };

export type RecipeInput = {
  siteId: string;
  title?: string;
  slug?: string;
  description?: string | RichText;
  note?: string | RichText;
  keywords?: string[];
  privacySetting?: "public" | "subscribers_only";
  /** Defaults to now; null makes a draft. */
  publishedAt?: Date | null;
  ingredientGroups?: { title?: string; note?: RichText; lines: LineInput[] }[];
  instructionGroups?: { title?: string; note?: RichText; steps: StepInput[] }[];
  /** Term ids per filter kind. */
  terms?: Partial<Record<RecipeFilterKind, string[]>>;
  /** Image ids in order (the first is the cover). */
  imageIds?: string[];
  legacyContent?: string;
  overrides?: Partial<typeof recipes.$inferInsert>;
};

/**
 * A recipe with its parts, written in one batch. The search_* columns are filled the way
 * writers fill them (plain description, ingredient titles, keywords), so search works.
 */
export async function makeRecipe(input: RecipeInput) {
  const own = await siteDb(input.siteId);
  const id = crypto.randomUUID();
  const title = input.title ?? unique("Recipe");
  const description = asRichText(input.description);
  const keywords = input.keywords ?? [];
  const now = new Date();
  const searchIngredients = new Set<string>();
  const usageIds: string[] = [];
  const instructionIds: string[] = [];
  const statements = [];

  for (const [groupIndex, group] of (input.ingredientGroups ?? []).entries()) {
    const groupId = crypto.randomUUID();
    statements.push(
      own.insert(ingredientUsageGroups).values({
        id: groupId,
        recipeId: id,
        position: groupIndex,
        title: group.title ?? null,
        note: group.note ?? null,
      }),
    );
    for (const [position, raw] of group.lines.entries()) {
      const line = typeof raw === "string" ? { title: raw } : raw;
      const usageId = crypto.randomUUID();
      usageIds.push(usageId);
      if (line.title) searchIngredients.add(line.title);
      if (line.ingredient) searchIngredients.add(line.ingredient.title);
      statements.push(
        own.insert(ingredientUsages).values({
          id: usageId,
          recipeId: id,
          groupId,
          position,
          quantityMin: line.quantity ?? null,
          unitId: line.unit?.id ?? null,
          ingredientId: line.ingredient?.id ?? null,
          ingredientTitleOverride: line.title ?? null,
          preparation: line.preparation ?? null,
          note: line.note ?? null,
        }),
      );
    }
  }

  for (const [groupIndex, group] of (input.instructionGroups ?? []).entries()) {
    const groupId = crypto.randomUUID();
    statements.push(
      own.insert(instructionGroups).values({
        id: groupId,
        recipeId: id,
        position: groupIndex,
        title: group.title ?? null,
        note: group.note ?? null,
      }),
    );
    for (const [position, raw] of group.steps.entries()) {
      const step = typeof raw === "string" ? { content: paragraphsFromText(raw) } : raw;
      const stepId = crypto.randomUUID();
      instructionIds.push(stepId);
      statements.push(
        own.insert(instructions).values({
          id: stepId,
          recipeId: id,
          groupId,
          position,
          content: step.content ?? null,
          note: step.note ?? null,
          timerMinutes: step.timerMinutes ?? null,
        }),
      );
      for (const [imagePosition, imageId] of (step.imageIds ?? []).entries()) {
        statements.push(
          own
            .insert(instructionImages)
            .values({ instructionId: stepId, imageId, position: imagePosition }),
        );
      }
    }
  }

  for (const [kind, ids] of Object.entries(input.terms ?? {}) as [RecipeFilterKind, string[]][]) {
    const { link } = taxonomyTables[kind];
    for (const taxonomyId of ids) {
      statements.push(own.insert(link).values({ recipeId: id, taxonomyId }));
    }
  }

  for (const [position, imageId] of (input.imageIds ?? []).entries()) {
    statements.push(own.insert(recipeImages).values({ recipeId: id, imageId, position }));
  }

  const [recipe] = await own
    .insert(recipes)
    .values({
      id,
      siteId: input.siteId,
      slug: input.slug ?? unique("recipe"),
      title,
      description,
      note: asRichText(input.note),
      keywords,
      privacySetting: input.privacySetting ?? "public",
      publishedAt: input.publishedAt === undefined ? now : input.publishedAt,
      legacyRecipeData: input.legacyContent ? { content: input.legacyContent } : null,
      searchDescription: plainText(description),
      searchIngredients: [...searchIngredients].join(" "),
      searchKeywords: keywords.join(" "),
      ...input.overrides,
    })
    .returning();
  if (!recipe) throw new Error("makeRecipe failed");
  const [first, ...rest] = statements;
  if (first) await own.batch([first, ...rest]);
  return { ...recipe, usageIds, instructionIds };
}

/** A published-at moment some days back, to order recipes in tests. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

export async function makeCollection(input: {
  siteId: string;
  recipeIds?: string[];
  title?: string;
  slug?: string;
  imageId?: string;
  createdAt?: Date;
}) {
  const own = await siteDb(input.siteId);
  const [collection] = await own
    .insert(collections)
    .values({
      siteId: input.siteId,
      slug: input.slug ?? unique("collection"),
      title: input.title ?? unique("Collection"),
      description: doc("A few good things"),
      imageId: input.imageId ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!collection) throw new Error("makeCollection failed");
  const recipeIds = input.recipeIds ?? [];
  if (recipeIds.length) {
    await own.insert(collectionRecipes).values(
      recipeIds.map((recipeId, position) => ({
        collectionId: collection.id,
        recipeId,
        position,
      })),
    );
  }
  return collection;
}

/** A visitor with a plan on a site. */
export async function makeSubscriber(
  siteId: string,
  plan: "free" | "monthly" | "yearly",
  status: SubscriptionStatus = "active",
) {
  const user = await makeUser();
  const own = await siteDb(siteId);
  await anchorPerson(own, user.id);
  await own.insert(siteSubscriptions).values({
    siteId,
    userId: user.id,
    email: user.email,
    plan,
    status,
    priceAmountCents: plan === "free" ? 0 : 500,
    cadence: plan === "monthly" ? "month" : plan === "yearly" ? "year" : null,
  });
  return user;
}

/** A free plan on a site for someone who has an account already. */
export async function makeFreePlan(
  siteId: string,
  user: { id: string; email: string },
  createdAt?: Date,
) {
  const own = await siteDb(siteId);
  await anchorPerson(own, user.id);
  await own.insert(siteSubscriptions).values({
    siteId,
    userId: user.id,
    email: user.email,
    plan: "free",
    status: "active",
    priceAmountCents: 0,
    ...(createdAt ? { createdAt } : {}),
  });
}

/** A user who manages the site without owning it. */
export async function makeManager(siteId: string) {
  const user = await makeUser();
  await db().insert(siteMembers).values({ siteId, userId: user.id, role: "manager" });
  return user;
}
