import {
  type AuthorNutrientsBody,
  type RecipeBody,
  unpublishableIssues,
} from "@schema/api/manage-recipes";
import { recipeContributors } from "@schema/db/contributors";
import { equipmentUsages } from "@schema/db/recipe-equipment";
import { ingredientUsageGroups, ingredientUsages } from "@schema/db/recipe-ingredients";
import { instructionGroups, instructionImages, instructions } from "@schema/db/recipe-instructions";
import type { AuthorNutrients } from "@schema/db/recipe-nutrition";
import { type Recipe, recipeImages, recipes } from "@schema/db/recipes";
import { scheduledPublications } from "@schema/db/scheduled-publications";
import { and, eq, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import { ApiError, type FieldIssue, issuesFromZod } from "../../errors";
import { isUniqueViolation } from "../../lib/constraint-errors";
import { insertChunks } from "../../lib/d1-batches";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { storyAudioIssues } from "../media/story-audio";
import { type FoodRow, foodLookup, foodRowsQuery } from "../nutrition/foods";
import { recipeNutritionStatement } from "../nutrition/recipe-label";
import { changeWithNewVersion } from "../sites/content-version";
import { newRecipeSlugStatement, recipeSlugStatements } from "../sites/former-slugs";
import type { Site } from "../sites/lookup";
import { References } from "./references";
import { richTextRefs } from "./rich-text-refs";
import { type RecipeRows, recipeRows, taxonomyLinks } from "./rows";

/**
 * Saving a recipe with all its parts (POST, PUT and publish). Everything the body names is
 * checked first; then the whole recipe is written in ONE db.batch (one D1 transaction), so
 * a save either lands completely or not at all.
 */

export type SaveRecipe =
  | { kind: "create" }
  | { kind: "update"; existing: Recipe }
  | { kind: "publish"; existing: Recipe; newsletterNote: string | null; now: Date };

type Statement = BatchItem<"sqlite">;

/** Child tables whose ids the editor may send: an id another recipe owns is not reusable. */
const ownedIdTables: [SQLiteTable, SQLiteColumn, SQLiteColumn][] = [
  [ingredientUsageGroups, ingredientUsageGroups.id, ingredientUsageGroups.recipeId],
  [ingredientUsages, ingredientUsages.id, ingredientUsages.recipeId],
  [instructionGroups, instructionGroups.id, instructionGroups.recipeId],
  [instructions, instructions.id, instructions.recipeId],
  [equipmentUsages, equipmentUsages.id, equipmentUsages.recipeId],
];

function sentIds(body: RecipeBody): Map<string, string> {
  const paths = new Map<string, string>();
  const add = (id: string | undefined, path: string) => id && paths.set(id, path);
  body.ingredientUsageGroups.forEach((group, g) => {
    add(group.id, `ingredientUsageGroups.${g}.id`);
    group.ingredientUsages.forEach((usage, u) => {
      add(usage.id, `ingredientUsageGroups.${g}.ingredientUsages.${u}.id`);
    });
  });
  body.instructionGroups.forEach((group, g) => {
    add(group.id, `instructionGroups.${g}.id`);
    group.instructions.forEach((step, s) => {
      add(step.id, `instructionGroups.${g}.instructions.${s}.id`);
    });
  });
  body.equipmentUsages.forEach((usage, e) => {
    add(usage.id, `equipmentUsages.${e}.id`);
  });
  return paths;
}

/** Collects every id the body names, with the path it came from. */
function referencesOf(body: RecipeBody): {
  refs: References;
  issues: FieldIssue[];
  foods: { ndb: string; path: string }[];
} {
  const refs = new References();
  const issues: FieldIssue[] = [];
  const foods: { ndb: string; path: string }[] = [];
  const usageIds = new Set(
    body.ingredientUsageGroups.flatMap((group) =>
      group.ingredientUsages.flatMap((usage) => (usage.id ? [usage.id] : [])),
    ),
  );
  const text = (doc: RecipeBody["description"], path: string) => {
    for (const ref of richTextRefs(doc, path)) {
      if (ref.kind === "unit") refs.add("unit", ref.id, ref.path);
      // A reference must point at a line of this recipe, or the page would show nothing.
      else if (!usageIds.has(ref.id))
        issues.push({ path: ref.path, message: "Not an ingredient of this recipe" });
    }
  };

  text(body.description, "description");
  text(body.note, "note");
  body.images.forEach((image, i) => {
    refs.add("image", image.id, `images.${i}.id`);
  });
  body.ingredientUsageGroups.forEach((group, g) => {
    const at = `ingredientUsageGroups.${g}`;
    text(group.note, `${at}.note`);
    group.ingredientUsages.forEach((usage, u) => {
      const line = `${at}.ingredientUsages.${u}`;
      refs.add("unit", usage.unitId, `${line}.unitId`);
      refs.add("ingredient", usage.ingredientId, `${line}.ingredientId`);
      if (usage.foodNdb) foods.push({ ndb: usage.foodNdb, path: `${line}.foodNdb` });
      text(usage.preparation, `${line}.preparation`);
      text(usage.note, `${line}.note`);
    });
  });
  body.instructionGroups.forEach((group, g) => {
    const at = `instructionGroups.${g}`;
    text(group.note, `${at}.note`);
    group.instructions.forEach((step, s) => {
      const path = `${at}.instructions.${s}`;
      text(step.content, `${path}.content`);
      text(step.note, `${path}.note`);
      step.imageIds.forEach((id, i) => {
        refs.add("image", id, `${path}.imageIds.${i}`);
      });
    });
  });
  body.equipmentUsages.forEach((usage, e) => {
    refs.add("equipment", usage.equipmentId, `equipmentUsages.${e}.equipmentId`);
    refs.add("image", usage.imageOverrideId, `equipmentUsages.${e}.imageOverrideId`);
  });
  for (const [field, , kind] of taxonomyLinks) {
    body[field].forEach((id, i) => {
      refs.add(kind, id, `${field}.${i}`);
    });
  }
  body.contributorIds.forEach((id, i) => {
    refs.add("contributor", id, `contributorIds.${i}`);
  });
  return { refs, issues, foods };
}

/** Checks the body against the database; throws 400 with every issue found. */
async function checkRecipeBody(
  dbs: SiteDbs,
  site: Site,
  recipeId: string,
  body: RecipeBody,
  media: Pick<R2Bucket, "head">,
) {
  const db = dbs.site;
  const { refs, issues, foods } = referencesOf(body);
  await refs.adoptPlatformRows(dbs);
  const sent = sentIds(body);
  const ids = [...sent.keys()];
  const taken = ids.length
    ? ownedIdTables.map(([table, id, owner]) =>
        db
          .select({ id })
          .from(table)
          .where(and(inIdList(id, ids), ne(owner, recipeId))),
      )
    : [];
  // The lines' own foods are the platform's (ADR 0014): for a site not moved, looked up in
  // the same batch (the last extra query); for a moved one, asked of the platform beside it.
  const ndbs = foods.map((f) => f.ndb);
  const [checked, platformFoods, audioIssues] = await Promise.all([
    refs.check(db, site.id, [...taken, ...(unmoved(dbs) ? [foodRowsQuery(db, ndbs)] : [])]),
    unmoved(dbs) ? null : foodRowsQuery(dbs.platform, ndbs),
    storyAudioIssues(media, site.id, body.storyAudioKey),
  ]);
  issues.push(...checked.issues, ...audioIssues);
  const food = foodLookup(platformFoods ?? (checked.extra.at(-1) as FoodRow[]));
  const takenRows = platformFoods ? checked.extra : checked.extra.slice(0, -1);
  for (const { ndb, path } of foods) {
    if (!food(ndb)) issues.push({ path, message: "No such food" });
  }
  for (const rows of takenRows as { id: string }[][]) {
    for (const { id } of rows) {
      issues.push({ path: sent.get(id) ?? "", message: "Id already used by another recipe" });
    }
  }
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);
  const titles = new Map<string, string>();
  for (const [id, row] of checked.found.get("ingredient") ?? []) titles.set(id, row.title ?? "");
  return titles;
}

const childInserts = (db: Db, rows: RecipeRows): Statement[] => [
  ...insertChunks(db, ingredientUsageGroups, rows.ingredientUsageGroups),
  ...insertChunks(db, ingredientUsages, rows.ingredientUsages),
  ...insertChunks(db, instructionGroups, rows.instructionGroups),
  ...insertChunks(db, instructions, rows.instructions),
  ...insertChunks(db, instructionImages, rows.instructionImages),
  ...insertChunks(db, equipmentUsages, rows.equipmentUsages),
  ...insertChunks(db, recipeImages, rows.recipeImages),
  ...rows.taxonomies.flatMap(({ table, rows: links }) => insertChunks(db, table, links)),
  ...insertChunks(db, recipeContributors, rows.contributors),
];

/** Deleting the groups takes their lines, steps and step images with them (cascades). */
const childDeletes = (db: Db, recipeId: string): Statement[] => [
  db.delete(ingredientUsageGroups).where(eq(ingredientUsageGroups.recipeId, recipeId)),
  db.delete(instructionGroups).where(eq(instructionGroups.recipeId, recipeId)),
  db.delete(equipmentUsages).where(eq(equipmentUsages.recipeId, recipeId)),
  db.delete(recipeImages).where(eq(recipeImages.recipeId, recipeId)),
  ...taxonomyLinks.map(([, table]) => db.delete(table).where(eq(table.recipeId, recipeId))),
  db.delete(recipeContributors).where(eq(recipeContributors.recipeId, recipeId)),
];

/**
 * The statements of one save, in order. On an update the recipe row itself is written
 * last: if it fails (a slug another recipe took meanwhile), the children already replaced
 * in the same transaction roll back with it.
 */
export function recipeSaveStatements(
  db: Db,
  site: Site,
  recipeId: string,
  rows: RecipeRows,
  mode: SaveRecipe,
): { statements: Statement[]; visible: boolean } {
  if (mode.kind === "create") {
    return {
      statements: [
        db.insert(recipes).values({ ...rows.recipe, id: recipeId, siteId: site.id }),
        newRecipeSlugStatement(db, site.id, rows.recipe.slug),
        ...childInserts(db, rows),
      ],
      visible: false,
    };
  }
  const publishing =
    mode.kind === "publish"
      ? {
          // The first publish date stays: re-publishing an edit is not a new recipe.
          publishedAt: mode.existing.publishedAt ?? mode.now,
          newsletterNote: mode.newsletterNote,
        }
      : {};
  // A published recipe's page changes with every save, so the cache key must move too
  // (the caller moves it with the statements: content-version.ts).
  const visible = mode.kind === "publish" || mode.existing.publishedAt !== null;
  const statements = [
    ...childDeletes(db, recipeId),
    ...childInserts(db, rows),
    // A published recipe's old address keeps leading to it (sites/former-slugs.ts).
    ...recipeSlugStatements(
      db,
      recipeId,
      { siteId: site.id, from: mode.existing.slug, to: rows.recipe.slug },
      mode.existing.publishedAt !== null,
    ),
    db
      .update(recipes)
      .set({ ...rows.recipe, ...publishing })
      .where(and(eq(recipes.id, recipeId), eq(recipes.siteId, site.id))),
    // Publishing by hand supersedes a pending schedule: left behind, the row would come
    // back to life (and publish again at its time) if the recipe were unpublished.
    ...(mode.kind === "publish"
      ? [
          db
            .delete(scheduledPublications)
            .where(
              and(
                eq(scheduledPublications.recipeId, recipeId),
                eq(scheduledPublications.siteId, site.id),
              ),
            ),
        ]
      : []),
  ];
  return { statements, visible };
}

/** The figures the author gave, without the empty ones. */
function givenFigures(values: AuthorNutrientsBody): AuthorNutrients {
  const given: AuthorNutrients = { calories: values.calories };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "number") given[name] = value;
  }
  return given;
}

export const slugTaken = () =>
  new ApiError("conflict", "That slug is taken", [
    { path: "slug", message: "Another recipe on this site uses this slug" },
  ]);

/** Checks and writes a recipe; returns its id. `media` holds the story's audio file, if any. */
export async function saveRecipe(
  dbs: SiteDbs,
  site: Site,
  recipeId: string,
  body: RecipeBody,
  mode: SaveRecipe,
  media: Pick<R2Bucket, "head">,
): Promise<string> {
  const live = mode.kind === "publish" || (mode.kind === "update" && mode.existing.publishedAt);
  const unpublishable = live ? unpublishableIssues(body) : [];
  if (unpublishable.length) {
    throw new ApiError(
      "bad_request",
      "Some fields are not valid",
      issuesFromZod({ issues: unpublishable }),
    );
  }
  const db = dbs.site;
  const titles = await checkRecipeBody(dbs, site, recipeId, body, media);
  const rows = recipeRows(recipeId, body, titles);
  const { statements, visible } = recipeSaveStatements(db, site, recipeId, rows, mode);
  const [first, ...rest] = statements;
  if (!first) throw new Error("A recipe save has no statements");
  // The label is stored with the recipe, in the same transaction, so no page computes it.
  const { statement: nutrition } = await recipeNutritionStatement(
    dbs,
    recipeId,
    rows.ingredientUsages,
    rows.recipe.yieldServings,
    body.nutrition && {
      hidden: body.nutrition.hidden,
      author: body.nutrition.author && {
        source: body.nutrition.author.source,
        perServing: givenFigures(body.nutrition.author.perServing),
      },
    },
  );
  try {
    const save: [Statement, ...Statement[]] = [first, ...rest, nutrition];
    if (visible) await changeWithNewVersion(dbs, site.id, save);
    else await db.batch(save);
  } catch (error) {
    if (isUniqueViolation(error, "recipes.site_id, recipes.slug")) throw slugTaken();
    throw error;
  }
  return recipeId;
}
