import { and, asc, eq, inArray } from "drizzle-orm";
import type {
  ImageView,
  IngredientUsageGroupView,
  IngredientView,
  InstructionGroupView,
  RecipeDetail,
  UnitView,
} from "../../schema/api/public-read";
import { contributors, recipeContributors } from "../../schema/db/contributors";
import { equipment } from "../../schema/db/equipment";
import { images } from "../../schema/db/images";
import { type Ingredient, ingredients } from "../../schema/db/ingredients";
import { equipmentUsages } from "../../schema/db/recipe-equipment";
import { ingredientUsageGroups, ingredientUsages } from "../../schema/db/recipe-ingredients";
import {
  instructionGroups,
  instructionImages,
  instructions,
} from "../../schema/db/recipe-instructions";
import { type Recipe, recipeImages, recipes } from "../../schema/db/recipes";
import type { Db } from "../env";
import { imageView } from "./media";
import { croppedImageView, termsOfRecipes, termView } from "./recipe-cards";
import { unitIdsIn } from "./recipe-units";
import { inIdList } from "./sql-id-list";
import { taxonomyTables } from "./taxonomy-tables";
import { unitsById, unitView } from "./unit-views";

/** A recipe as its page shows it in full; entitlement.ts decides how much of it is sent. */
export type FullRecipe = Omit<RecipeDetail, "access">;

/** A recipe of this site by slug, draft or not: the caller decides who may see a draft. */
export async function findRecipe(db: Db, siteId: string, slug: string): Promise<Recipe | null> {
  const [recipe] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.siteId, siteId), eq(recipes.slug, slug)))
    .limit(1);
  return recipe ?? null;
}

/**
 * Everything hanging off a recipe, in one batch; the order of groups and lines is kept.
 * D1 hands batch results back as objects keyed by column name, so a join here must never
 * select two columns of the same name (ids above all): the later one would overwrite the
 * earlier. Catalogue rows that share names (ingredients) load by id afterwards instead.
 */
function loadParts(db: Db, recipeId: string) {
  const ofRecipe = [recipeId];
  return db.batch([
    db
      .select()
      .from(ingredientUsageGroups)
      .where(eq(ingredientUsageGroups.recipeId, recipeId))
      .orderBy(asc(ingredientUsageGroups.position)),
    db
      .select()
      .from(ingredientUsages)
      .where(eq(ingredientUsages.recipeId, recipeId))
      .orderBy(asc(ingredientUsages.position)),
    db
      .select()
      .from(instructionGroups)
      .where(eq(instructionGroups.recipeId, recipeId))
      .orderBy(asc(instructionGroups.position)),
    db
      .select()
      .from(instructions)
      .where(eq(instructions.recipeId, recipeId))
      .orderBy(asc(instructions.position)),
    db
      .select({ instructionId: instructionImages.instructionId, image: images })
      .from(instructionImages)
      .innerJoin(images, eq(images.id, instructionImages.imageId))
      .where(
        inArray(
          instructionImages.instructionId,
          db
            .select({ id: instructions.id })
            .from(instructions)
            .where(eq(instructions.recipeId, recipeId)),
        ),
      )
      .orderBy(asc(instructionImages.position)),
    db
      .select({
        usage: equipmentUsages,
        // Only columns whose names equipment_usages does not have (see above).
        title: equipment.title,
        featuredImageId: equipment.featuredImageId,
      })
      .from(equipmentUsages)
      .innerJoin(equipment, eq(equipment.id, equipmentUsages.equipmentId))
      .where(eq(equipmentUsages.recipeId, recipeId))
      .orderBy(asc(equipmentUsages.position)),
    db
      .select({ crop: recipeImages.crop, image: images })
      .from(recipeImages)
      .innerJoin(images, eq(images.id, recipeImages.imageId))
      .where(eq(recipeImages.recipeId, recipeId))
      .orderBy(asc(recipeImages.position)),
    db
      .select({ contributor: contributors })
      .from(recipeContributors)
      .innerJoin(contributors, eq(contributors.id, recipeContributors.contributorId))
      .where(eq(recipeContributors.recipeId, recipeId))
      .orderBy(asc(recipeContributors.position)),
    termsOfRecipes(db, taxonomyTables.categories, ofRecipe),
    termsOfRecipes(db, taxonomyTables.cuisines, ofRecipe),
    termsOfRecipes(db, taxonomyTables.meals, ofRecipe),
    termsOfRecipes(db, taxonomyTables.methods, ofRecipe),
    termsOfRecipes(db, taxonomyTables.diets, ofRecipe),
    termsOfRecipes(db, taxonomyTables.tags, ofRecipe),
  ]);
}

/** Pictures, units and ingredients the parts only name by id: one more batch. */
async function loadReferenced(
  db: Db,
  ids: { images: string[]; units: string[]; ingredients: string[] },
) {
  // An empty id list simply matches nothing, so the batch needs no special cases.
  const [imageRows, unitRows, ingredientRows] = await db.batch([
    db.select().from(images).where(inIdList(images.id, ids.images)),
    unitsById(db, ids.units),
    db.select().from(ingredients).where(inIdList(ingredients.id, ids.ingredients)),
  ]);
  return {
    image: (id: string | null): ImageView | null =>
      imageView(imageRows.find((row) => row.id === id)),
    units: new Map(unitRows.map((row) => [row.id, unitView(row)])),
    ingredients: new Map(ingredientRows.map((row) => [row.id, ingredientView(row)])),
  };
}

const ingredientView = (ingredient: Ingredient): IngredientView => ({
  id: ingredient.id,
  slug: ingredient.slug,
  title: ingredient.title,
  pluralTitle: ingredient.pluralTitle,
  gramsPerLiter: ingredient.gramsPerLiter,
  defaultMetricMeasurementMethod: ingredient.defaultMetricMeasurementMethod,
  defaultImperialMeasurementMethod: ingredient.defaultImperialMeasurementMethod,
});

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/** The whole recipe as its page shows it, before any paywall. */
export async function fullRecipe(db: Db, recipe: Recipe): Promise<FullRecipe> {
  const [
    usageGroupRows,
    usageRows,
    instructionGroupRows,
    instructionRows,
    instructionImageRows,
    equipmentRows,
    imageRows,
    contributorRows,
    categories,
    cuisines,
    meals,
    methods,
    diets,
    tags,
  ] = await loadParts(db, recipe.id);

  // Units of ingredient lines plus those named in any rich text: one lookup for both.
  const richText = [
    recipe.description,
    recipe.note,
    usageGroupRows.map((group) => group.note),
    usageRows.map((usage) => [usage.preparation, usage.note]),
    instructionGroupRows.map((group) => group.note),
    instructionRows.map((step) => [step.content, step.note]),
  ];
  const unitIds = unitIdsIn(richText, []);
  for (const usage of usageRows) if (usage.unitId) unitIds.add(usage.unitId);
  const imageIds = [
    ...equipmentRows.flatMap(({ usage, featuredImageId }) => [
      usage.imageOverrideId,
      featuredImageId,
    ]),
    ...contributorRows.map(({ contributor }) => contributor.imageId),
  ].filter(present);
  const ingredientIds = usageRows.map((usage) => usage.ingredientId).filter(present);
  const referenced = await loadReferenced(db, {
    images: [...new Set(imageIds)],
    units: [...unitIds],
    ingredients: [...new Set(ingredientIds)],
  });
  const unit = (id: string | null): UnitView | null => (id && referenced.units.get(id)) || null;

  const ingredientUsageGroupViews: IngredientUsageGroupView[] = usageGroupRows.map((group) => ({
    id: group.id,
    title: group.title,
    note: group.note,
    ingredientUsages: usageRows
      .filter((usage) => usage.groupId === group.id)
      .map((usage) => ({
        id: usage.id,
        quantityMin: usage.quantityMin,
        quantityMax: usage.quantityMax,
        unit: unit(usage.unitId),
        ingredient: (usage.ingredientId && referenced.ingredients.get(usage.ingredientId)) || null,
        ingredientTitleOverride: usage.ingredientTitleOverride,
        preparation: usage.preparation,
        note: usage.note,
        link: usage.link,
      })),
  }));

  const instructionGroupViews: InstructionGroupView[] = instructionGroupRows.map((group) => ({
    id: group.id,
    title: group.title,
    note: group.note,
    instructions: instructionRows
      .filter((step) => step.groupId === group.id)
      .map((step) => ({
        id: step.id,
        content: step.content,
        timerMinutes: step.timerMinutes,
        note: step.note,
        video: step.videoId ? { id: step.videoId } : null,
        images: instructionImageRows
          .filter((row) => row.instructionId === step.id)
          .map((row) => imageView(row.image))
          .filter(present),
      })),
  }));

  const legacyContent = recipe.legacyRecipeData?.content;
  return {
    id: recipe.id,
    slug: recipe.slug,
    title: recipe.title,
    publishedAt: recipe.publishedAt?.toISOString() ?? null,
    privacySetting: recipe.privacySetting,
    images: imageRows.map(({ image, crop }) => croppedImageView(image, crop)),
    prepTimeMinutes: recipe.prepTimeMinutes,
    cookTimeMinutes: recipe.cookTimeMinutes,
    customTimeMinutes: recipe.customTimeMinutes,
    categories: categories.map(termView),
    cuisines: cuisines.map(termView),
    meals: meals.map(termView),
    description: recipe.description,
    storyExcerpt: recipe.storyExcerpt,
    storyMore: recipe.storyMore,
    note: recipe.note,
    video: recipe.videoId ? { id: recipe.videoId } : null,
    customTimeLabel: recipe.customTimeLabel,
    yieldServings: recipe.yieldServings,
    servingDescription: recipe.servingDescription,
    difficultyLevel: recipe.difficultyLevel,
    keywords: recipe.keywords,
    methods: methods.map(termView),
    diets: diets.map(termView),
    tags: tags.map(termView),
    contributors: contributorRows.map(({ contributor }) => ({
      id: contributor.id,
      name: contributor.name,
      bio: contributor.bio,
      image: referenced.image(contributor.imageId),
    })),
    ingredientUsageCount: usageRows.length,
    ingredientUsageGroups: ingredientUsageGroupViews,
    instructionGroups: instructionGroupViews,
    equipmentUsages: equipmentRows.map(({ usage, title, featuredImageId }) => ({
      id: usage.id,
      equipment: {
        id: usage.equipmentId,
        title,
        featuredImage: referenced.image(featuredImageId),
      },
      equipmentTitleOverride: usage.equipmentTitleOverride,
      imageOverride: referenced.image(usage.imageOverrideId),
      note: usage.note,
      link: usage.link,
    })),
    legacyRecipeData: typeof legacyContent === "string" ? { content: legacyContent } : null,
    units: [...referenced.units.values()].sort((a, b) => a.slug.localeCompare(b.slug)),
    updatedAt: recipe.updatedAt.toISOString(),
  };
}
