import type { ManageRecipe } from "@schema/api/manage-recipes";
import { recipeContributors } from "@schema/db/contributors";
import { images } from "@schema/db/images";
import { equipmentUsages } from "@schema/db/recipe-equipment";
import { ingredientUsageGroups, ingredientUsages } from "@schema/db/recipe-ingredients";
import { instructionGroups, instructionImages, instructions } from "@schema/db/recipe-instructions";
import { type AuthorNutrients, recipeNutrition } from "@schema/db/recipe-nutrition";
import { type Recipe, recipeImages, recipes } from "@schema/db/recipes";
import { scheduledPublications } from "@schema/db/scheduled-publications";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { notFound } from "../../errors";
import { inIdList } from "../../lib/sql-id-list";
import { imageView } from "../media/image-view";
import { taxonomyLinks } from "./rows";

/** A recipe of this site, or 404: another site's recipe id is as missing as a made-up one. */
export async function getSiteRecipe(db: Db, siteId: string, recipeId: string): Promise<Recipe> {
  const [recipe] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.siteId, siteId)))
    .limit(1);
  if (!recipe) throw notFound("Recipe");
  return recipe;
}

/** The creator's stored nutrition choices, as the editor sends them back. */
function nutritionChoices(
  row:
    | { hidden: boolean; authorValues: AuthorNutrients | null; authorSource: string | null }
    | undefined,
): ManageRecipe["nutrition"] {
  const source = row?.authorSource;
  return {
    hidden: row?.hidden ?? false,
    author:
      row?.authorValues && (source === "author" || source === "imported")
        ? { source, perServing: row.authorValues }
        : null,
  };
}

/** The editor's view of a recipe: its write shape, read in one batch. */
export async function manageRecipe(
  db: Db,
  siteId: string,
  recipeId: string,
): Promise<ManageRecipe> {
  const [
    [recipe],
    usageGroups,
    usages,
    stepGroups,
    steps,
    stepImages,
    equipment,
    pictures,
    contributorLinks,
    nutritionRows,
    scheduleRows,
    ...taxonomyRows
  ] = await db.batch([
    db
      .select()
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), eq(recipes.siteId, siteId))),
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
    // Explicit columns: a D1 batch keys row values by column name, and both tables have
    // `position`.
    db
      .select({
        instructionId: instructionImages.instructionId,
        imageId: instructionImages.imageId,
      })
      .from(instructionImages)
      .innerJoin(instructions, eq(instructions.id, instructionImages.instructionId))
      .where(eq(instructions.recipeId, recipeId))
      .orderBy(asc(instructionImages.position)),
    db
      .select()
      .from(equipmentUsages)
      .where(eq(equipmentUsages.recipeId, recipeId))
      .orderBy(asc(equipmentUsages.position)),
    db
      .select()
      .from(recipeImages)
      .where(eq(recipeImages.recipeId, recipeId))
      .orderBy(asc(recipeImages.position)),
    db
      .select()
      .from(recipeContributors)
      .where(eq(recipeContributors.recipeId, recipeId))
      .orderBy(asc(recipeContributors.position)),
    db
      .select({
        hidden: recipeNutrition.hidden,
        authorValues: recipeNutrition.authorValues,
        authorSource: recipeNutrition.authorSource,
      })
      .from(recipeNutrition)
      .where(eq(recipeNutrition.recipeId, recipeId)),
    db
      .select({
        publishAt: scheduledPublications.publishAt,
        timeZone: scheduledPublications.timeZone,
      })
      .from(scheduledPublications)
      .where(eq(scheduledPublications.recipeId, recipeId)),
    // The filter joins keep no position; rows are rewritten in the body's order on every
    // save, so rowid order is the order the author gave.
    ...taxonomyLinks.map(([, table]) =>
      db
        .select({ id: table.taxonomyId })
        .from(table)
        .where(eq(table.recipeId, recipeId))
        .orderBy(sql`rowid`),
    ),
  ]);
  if (!recipe) throw notFound("Recipe");

  const imageIds = [
    ...pictures.map((picture) => picture.imageId),
    ...stepImages.map((image) => image.imageId),
    ...equipment.flatMap((usage) => (usage.imageOverrideId ? [usage.imageOverrideId] : [])),
  ];
  const imageRows = imageIds.length
    ? await db
        .select()
        .from(images)
        .where(inIdList(images.id, [...new Set(imageIds)]))
    : [];
  const taxonomyIds = (index: number) =>
    ((taxonomyRows[index] ?? []) as { id: string }[]).map((row) => row.id);

  return {
    id: recipe.id,
    title: recipe.title,
    slug: recipe.slug,
    description: recipe.description,
    images: pictures.map((picture) => ({ id: picture.imageId, crop: picture.crop })),
    videoId: recipe.videoId,
    storyExcerpt: recipe.storyExcerpt,
    storyMore: recipe.storyMore,
    storyAudioKey: recipe.storyAudioKey,
    note: recipe.note,
    legacyRecipeData: recipe.legacyRecipeData,
    privacySetting: recipe.privacySetting,
    prepTimeMinutes: recipe.prepTimeMinutes,
    cookTimeMinutes: recipe.cookTimeMinutes,
    customTimeLabel: recipe.customTimeLabel,
    customTimeMinutes: recipe.customTimeMinutes,
    yieldServings: recipe.yieldServings,
    servingDescription: recipe.servingDescription,
    difficultyLevel: recipe.difficultyLevel,
    tagIds: taxonomyIds(0),
    methodIds: taxonomyIds(1),
    foodCategoryIds: taxonomyIds(2),
    mealIds: taxonomyIds(3),
    cuisineIds: taxonomyIds(4),
    dietIds: taxonomyIds(5),
    keywords: recipe.keywords,
    ingredientUsageGroups: usageGroups.map((group) => ({
      id: group.id,
      title: group.title,
      note: group.note,
      ingredientUsages: usages
        .filter((usage) => usage.groupId === group.id)
        .map((usage) => ({
          id: usage.id,
          quantityMin: usage.quantityMin,
          quantityMax: usage.quantityMax,
          unitId: usage.unitId,
          ingredientId: usage.ingredientId,
          preparation: usage.preparation,
          ingredientTitleOverride: usage.ingredientTitleOverride,
          link: usage.link,
          note: usage.note,
          foodNdb: usage.foodNdb,
        })),
    })),
    instructionGroups: stepGroups.map((group) => ({
      id: group.id,
      title: group.title,
      note: group.note,
      instructions: steps
        .filter((step) => step.groupId === group.id)
        .map((step) => ({
          id: step.id,
          content: step.content,
          timerMinutes: step.timerMinutes,
          note: step.note,
          videoId: step.videoId,
          imageIds: stepImages
            .filter((image) => image.instructionId === step.id)
            .map((image) => image.imageId),
        })),
    })),
    equipmentUsages: equipment.map((usage) => ({
      id: usage.id,
      equipmentId: usage.equipmentId,
      link: usage.link,
      note: usage.note,
      imageOverrideId: usage.imageOverrideId,
      equipmentTitleOverride: usage.equipmentTitleOverride,
    })),
    contributorIds: contributorLinks.map((link) => link.contributorId),
    nutrition: nutritionChoices(nutritionRows[0]),
    status: recipe.publishedAt ? "published" : "draft",
    publishedAt: recipe.publishedAt?.toISOString() ?? null,
    // A recipe published by hand before its time is no longer waiting (as schedule.ts lists).
    schedule:
      scheduleRows[0] && !recipe.publishedAt
        ? {
            publishAt: scheduleRows[0].publishAt.toISOString(),
            timeZone: scheduleRows[0].timeZone,
          }
        : null,
    newsletterNote: recipe.newsletterNote,
    createdAt: recipe.createdAt.toISOString(),
    updatedAt: recipe.updatedAt.toISOString(),
    imageViews: imageRows.flatMap((row) => {
      const view = imageView(row);
      return view ? [view] : [];
    }),
  };
}
