import type {
  ImageView,
  IngredientUsageGroupView,
  InstructionGroupView,
  UnitView,
} from "@schema/api/public-read";
import { contributors, recipeContributors } from "@schema/db/contributors";
import { equipment } from "@schema/db/equipment";
import { images } from "@schema/db/images";
import { ingredients } from "@schema/db/ingredients";
import { equipmentUsages } from "@schema/db/recipe-equipment";
import { ingredientUsageGroups, ingredientUsages } from "@schema/db/recipe-ingredients";
import { instructionGroups, instructionImages, instructions } from "@schema/db/recipe-instructions";
import { recipeNutrition } from "@schema/db/recipe-nutrition";
import { type Recipe, recipeImages, recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { units } from "@schema/db/units";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { isVisibleUsage } from "../../../web/app/lib/recipe-page/recipe-content";
import type { Db } from "../../env";
import { preparedBatch } from "../../lib/prepared-batch";
import type { SiteDatabases } from "../../lib/site-databases";
import { imageView } from "../media/image-view";
import { storyAudioView } from "../media/story-audio";
import { nutritionView } from "../nutrition/label-view";
import { ratingOf, ratingQueries } from "../ratings/summary";
import { liveSite } from "../sites/lookup";
import { croppedImageView, termView } from "./cards";
import { type FullRecipe, rightsOf, viewerRightsQueries } from "./entitlement";
import { ingredientView } from "./ingredient-views";
import { createPageReadMemory, isKeptFor, pageReadKey } from "./page-read-memory";
import { moreRecipeRows } from "./related";
import { type TaxonomyTables, taxonomyTables } from "./taxonomy-tables";
import { unitIdsIn } from "./unit-ids";
import { unitView } from "./unit-views";

export type { FullRecipe };

/** The values of the recipe page's read, filled in on each request. */
const SITE_SLUG = sql.placeholder("siteSlug");
const RECIPE_SLUG = sql.placeholder("recipeSlug");
const VIEWER_ID = sql.placeholder("viewerId");
/** The request's time in milliseconds, for the comp check (entitlement.ts). */
const NOW = sql.placeholder("now");

/**
 * The site's row the page reads: its id, the nutrition switch, the content version, and the
 * database that holds its rows.
 */
const liveSiteRow = (db: Db) =>
  db
    .select({
      id: sites.id,
      nutritionHidden: sites.nutritionHidden,
      contentVersion: sites.contentVersion,
      database: sites.database,
    })
    .from(sites)
    .where(liveSite(eq(sites.slug, SITE_SLUG)))
    .limit(1);

const siteIdOfSlug = (db: Db) =>
  sql`(${db
    .select({ id: sites.id })
    .from(sites)
    .where(liveSite(eq(sites.slug, SITE_SLUG)))})`;

const recipeIdOfSlug = (db: Db, siteId: SQL) =>
  sql`(${db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.siteId, siteId), eq(recipes.slug, RECIPE_SLUG)))})`;

/**
 * Everything a recipe page needs, keyed by the two slugs, in ONE D1 batch: the site's id,
 * the recipe row, everything hanging off it, the catalogue rows it names, the "More recipes"
 * rows and the viewer's rights. Every part keys on the slugs through subqueries, so no
 * statement waits for another's answer; a missing site or recipe simply matches nothing.
 * D1 hands batch results back as objects keyed by column name, so a join here must never
 * select two columns of the same name (ids above all): the later one would overwrite the
 * earlier. The statements' SQL is built once (prepared-batch.ts).
 */
const recipePageRead = preparedBatch((db) => {
  const siteId = siteIdOfSlug(db);
  const recipeId = recipeIdOfSlug(db, siteId);
  const ofRecipe = <T extends SQLiteColumn>(column: T) => eq(column, recipeId);
  // Pictures the parts name by id: equipment (its own or the line's override), contributors.
  const referencedImageIds = sql`select ${equipmentUsages.imageOverrideId} from ${equipmentUsages}
      where ${ofRecipe(equipmentUsages.recipeId)}
    union select ${equipment.featuredImageId} from ${equipment}
      where ${inArray(
        equipment.id,
        db
          .select({ id: equipmentUsages.equipmentId })
          .from(equipmentUsages)
          .where(ofRecipe(equipmentUsages.recipeId)),
      )}
    union select ${contributors.imageId} from ${contributors}
      where ${inArray(
        contributors.id,
        db
          .select({ id: recipeContributors.contributorId })
          .from(recipeContributors)
          .where(ofRecipe(recipeContributors.recipeId)),
      )}`;
  return [
    liveSiteRow(db),
    db
      .select()
      .from(recipes)
      .where(and(eq(recipes.siteId, siteId), eq(recipes.slug, RECIPE_SLUG)))
      .limit(1),
    db
      .select()
      .from(ingredientUsageGroups)
      .where(ofRecipe(ingredientUsageGroups.recipeId))
      .orderBy(asc(ingredientUsageGroups.position)),
    db
      .select()
      .from(ingredientUsages)
      .where(ofRecipe(ingredientUsages.recipeId))
      .orderBy(asc(ingredientUsages.position)),
    db
      .select()
      .from(instructionGroups)
      .where(ofRecipe(instructionGroups.recipeId))
      .orderBy(asc(instructionGroups.position)),
    db
      .select()
      .from(instructions)
      .where(ofRecipe(instructions.recipeId))
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
            .where(ofRecipe(instructions.recipeId)),
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
      .where(ofRecipe(equipmentUsages.recipeId))
      .orderBy(asc(equipmentUsages.position)),
    db
      .select({ crop: recipeImages.crop, image: images })
      .from(recipeImages)
      .innerJoin(images, eq(images.id, recipeImages.imageId))
      .where(ofRecipe(recipeImages.recipeId))
      .orderBy(asc(recipeImages.position)),
    db
      .select({ contributor: contributors })
      .from(recipeContributors)
      .innerJoin(contributors, eq(contributors.id, recipeContributors.contributorId))
      .where(ofRecipe(recipeContributors.recipeId))
      .orderBy(asc(recipeContributors.position)),
    termsOfRecipe(db, taxonomyTables.categories, recipeId),
    termsOfRecipe(db, taxonomyTables.cuisines, recipeId),
    termsOfRecipe(db, taxonomyTables.meals, recipeId),
    termsOfRecipe(db, taxonomyTables.methods, recipeId),
    termsOfRecipe(db, taxonomyTables.diets, recipeId),
    termsOfRecipe(db, taxonomyTables.tags, recipeId),
    db.select().from(images).where(sql`${images.id} in (${referencedImageIds})`),
    // The platform's unit list is short (tens of rows): reading it whole spares a second
    // round trip for the units that only rich text names.
    db.select().from(units),
    db
      .select()
      .from(ingredients)
      .where(
        inArray(
          ingredients.id,
          db
            .select({ id: ingredientUsages.ingredientId })
            .from(ingredientUsages)
            .where(ofRecipe(ingredientUsages.recipeId)),
        ),
      ),
    db.select().from(recipeNutrition).where(ofRecipe(recipeNutrition.recipeId)),
    moreRecipeRows(db, siteId, recipeId),
    ...viewerRightsQueries(db, siteId, VIEWER_ID, recipeId, NOW),
    ...ratingQueries(db, recipeId, VIEWER_ID),
  ] as const;
});

/**
 * The part of the page's read that differs between viewers, and the version of what they
 * share: asked alone when this isolate keeps the recipe's content (page-read-memory.ts).
 */
const viewerRead = preparedBatch((db) => {
  const siteId = siteIdOfSlug(db);
  const recipeId = recipeIdOfSlug(db, siteId);
  return [
    liveSiteRow(db),
    ...viewerRightsQueries(db, siteId, VIEWER_ID, recipeId, NOW),
    // Ratings change often and are the viewer's in part: read with the rights, never kept.
    ...ratingQueries(db, recipeId, VIEWER_ID),
  ] as const;
});

/**
 * The recipe page's rows for these slugs and this viewer (null when anonymous). A published
 * recipe's content is the same for every viewer of one content version of its site, so the
 * isolate keeps it (page-read-memory.ts) and the next view reads only the site's version and
 * that viewer's rights; what they may see of the content is decided from those rights, per
 * request, as before. A draft is never kept: editing one does not move the version.
 */
export async function readRecipePage(
  databases: SiteDatabases,
  slugs: { siteSlug: string; recipeSlug: string },
  userId: string | null,
) {
  const { platform } = databases;
  const values = {
    siteSlug: slugs.siteSlug,
    recipeSlug: slugs.recipeSlug,
    // Nobody's id for an anonymous viewer: the rights queries then match no row.
    viewerId: userId ?? "",
    now: Date.now(),
  };
  const key = pageReadKey(slugs);
  const kept = recipePageReads.get(key);
  if (kept) {
    const [site, membership, paid, gifted, ...rating] = await viewerRead(platform, values);
    if (isKeptFor(kept, site[0])) {
      const home = databases.of(site[0]?.database ?? null);
      // A moved site's subscriptions, gifts and ratings are in its database; its staff are
      // the platform's.
      const [, , homePaid, homeGifted, ...homeRating] =
        home === platform
          ? [site, membership, paid, gifted, ...rating]
          : await viewerRead(home, values);
      return {
        ...kept.read,
        home,
        rights: rightsOf(membership, homePaid, homeGifted),
        rating: ratingOf(homeRating),
      };
    }
  }
  // Every site not yet moved is read in one batch, as before; a moved one in a second batch
  // of its own database, where the directory row is its anchor copy (ADR 0014). What the
  // platform's row says (the site, its settings, its staff) still comes from the platform.
  const { site, viewer, ...platformRead } = await readWholePage(platform, values);
  const home = databases.of(site?.database ?? null);
  let content = platformRead;
  let { paid, gifted, rating } = viewer;
  if (site && home !== platform) {
    const { site: _anchor, viewer: there, ...homeRead } = await readWholePage(home, values);
    content = {
      ...homeRead,
      parts: { ...homeRead.parts, siteNutritionHidden: site.nutritionHidden },
    };
    ({ paid, gifted, rating } = there);
  }
  if (site && content.recipe?.publishedAt) {
    recipePageReads.remember(key, { siteId: site.id, version: site.contentVersion, read: content });
  }
  return {
    ...content,
    home,
    rights: rightsOf(viewer.membership, paid, gifted),
    /** The recipe's ratings, `mine` being the stars of the id asked with. */
    rating: ratingOf(rating),
  };
}

/** What a page's read shares between its viewers: everything but their rights and ratings. */
type SharedPageRead = Omit<Awaited<ReturnType<typeof readWholePage>>, "site" | "viewer">;

/** This isolate's kept reads of published recipes (page-read-memory.ts). */
const recipePageReads = createPageReadMemory<SharedPageRead>();

async function readWholePage(db: Db, values: Record<string, unknown>) {
  const [site, recipe, ...rest] = await recipePageRead(db, values);
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
    referencedImages,
    unitRows,
    ingredientRows,
    nutritionRows,
    moreRows,
    membership,
    paid,
    gifted,
    ratingTotals,
    ratingMine,
  ] = rest;
  return {
    site: site[0] ?? null,
    siteId: site[0]?.id ?? null,
    recipe: recipe[0] ?? null,
    parts: {
      usageGroupRows,
      usageRows,
      instructionGroupRows,
      instructionRows,
      instructionImageRows,
      equipmentRows,
      imageRows,
      contributorRows,
      terms: { categories, cuisines, meals, methods, diets, tags },
      referencedImages,
      unitRows,
      ingredientRows,
      nutritionRows,
      siteNutritionHidden: site[0]?.nutritionHidden ?? false,
    },
    moreRows,
    /** The viewer's rows; readRecipePage makes their rights and the rating of them. */
    viewer: { membership, paid, gifted, rating: [ratingTotals, ratingMine] as const },
  };
}

type RecipeParts = Awaited<ReturnType<typeof readWholePage>>["parts"];

/** The terms of one filter kind on the recipe, by title. */
const termsOfRecipe = (db: Db, { link, terms }: TaxonomyTables, recipeId: SQL) =>
  db
    .select({ id: terms.id, slug: terms.slug, title: terms.title })
    .from(link)
    .innerJoin(terms, eq(terms.id, link.taxonomyId))
    .where(eq(link.recipeId, recipeId))
    .orderBy(asc(terms.title));

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/** The whole recipe as its page shows it, before any paywall: no I/O, readRecipePage read it. */
export function fullRecipe(recipe: Recipe, parts: RecipeParts): FullRecipe {
  const {
    usageGroupRows,
    usageRows,
    instructionGroupRows,
    instructionRows,
    instructionImageRows,
    equipmentRows,
    imageRows,
    contributorRows,
    terms: { categories, cuisines, meals, methods, diets, tags },
  } = parts;

  // Units of ingredient lines plus those named in any rich text.
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
  const referenced = {
    image: (id: string | null): ImageView | null =>
      imageView(parts.referencedImages.find((row) => row.id === id)),
    units: new Map(
      parts.unitRows.filter((row) => unitIds.has(row.id)).map((row) => [row.id, unitView(row)]),
    ),
    ingredients: new Map(parts.ingredientRows.map((row) => [row.id, ingredientView(row)])),
  };
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
    storyAudio: storyAudioView(recipe.storyAudioKey),
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
      links: contributor.links,
    })),
    // The lines the page shows (a line with neither ingredient nor name is hidden), so the
    // count above the list never says more than the list holds.
    ingredientUsageCount: ingredientUsageGroupViews
      .flatMap((group) => group.ingredientUsages)
      .filter(isVisibleUsage).length,
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
    nutrition: nutritionView(parts.nutritionRows[0], {
      nutritionHidden: parts.siteNutritionHidden,
    }),
    updatedAt: recipe.updatedAt.toISOString(),
  };
}
