import type { ManageRecipe } from "@schema/api/manage-recipes";
import {
  RECIPE_REVISIONS_KEPT,
  REVISION_WINDOW_MINUTES,
  type RecipeRevisionResponse,
  type RecipeRevisionSummary,
  type RecipeVersion,
} from "@schema/api/recipe-revisions";
import { type RecipeRevision, recipeRevisions } from "@schema/db/recipe-revisions";
import type { Recipe } from "@schema/db/recipes";
import { users } from "@schema/db/users";
import { and, desc, eq, isNull, notInArray, sql } from "drizzle-orm";
import { notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { sha256 } from "../../lib/tokens";
import { ensurePersonAnchor } from "../site-databases/anchors";
import { manageRecipe } from "./kitchen-read";

/**
 * A recipe's history: a version for each time its content changed in the kitchen, so a
 * creator can see what it said and load it back into the editor. A version is the editor's
 * own write shape, so restoring one is an ordinary save that checks everything it names.
 */

type SavedKind = Exclude<RecipeRevision["kind"], "earlier">;

const WINDOW_MS = REVISION_WINDOW_MINUTES * 60_000;

/**
 * A row's value must fit D1's 2 MB; a recipe near its write limits could pass it. Such a
 * version is not kept rather than failing a save that has already landed.
 */
const MAX_VERSION_BYTES = 1_900_000;

/** The editor's view of a recipe, without what the server owns. */
export function versionOf(recipe: ManageRecipe): RecipeVersion {
  const {
    id: _id,
    status: _status,
    publishedAt: _publishedAt,
    schedule: _schedule,
    newsletterNote: _newsletterNote,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...version
  } = recipe;
  return version;
}

/**
 * The newest version's facts, not its content: every autosave asks, and a recipe's JSON can
 * run to hundreds of kilobytes; the hash says whether it is the same.
 */
const latestOf = async (dbs: SiteDbs, recipeId: string) =>
  (
    await dbs.site
      .select({
        id: recipeRevisions.id,
        kind: recipeRevisions.kind,
        contentHash: recipeRevisions.contentHash,
        savedBy: recipeRevisions.savedBy,
        createdAt: recipeRevisions.createdAt,
      })
      .from(recipeRevisions)
      .where(eq(recipeRevisions.recipeId, recipeId))
      .orderBy(desc(recipeRevisions.savedAt))
      .limit(1)
  )[0];

/** The version and the hash of its JSON; null when it is too large to keep. */
async function stored(recipe: ManageRecipe) {
  const content = versionOf(recipe);
  const json = JSON.stringify(content);
  if (json.length > MAX_VERSION_BYTES) return null;
  return { content, contentHash: await sha256(json) };
}

/**
 * Before a recipe is changed: if its history has not begun (an import's draft, the seed's
 * recipes, anything saved before versions were kept), what it says now becomes its first
 * version, so the save about to replace it can be undone.
 */
export async function keepEarlierVersion(dbs: SiteDbs, recipe: Recipe) {
  if (await latestOf(dbs, recipe.id)) return;
  const version = await stored(await manageRecipe(dbs.site, recipe.siteId, recipe.id));
  if (!version) return;
  await dbs.site.insert(recipeRevisions).values({
    siteId: recipe.siteId,
    recipeId: recipe.id,
    kind: "earlier",
    content: version.content,
    contentHash: version.contentHash,
    savedBy: null,
    createdAt: recipe.updatedAt,
    savedAt: recipe.updatedAt,
  });
}

/**
 * After a save: the recipe as saved is its newest version.
 * - A save that changed nothing adds nothing (publishing it marks the version published).
 * - One that says what an older version said is a restore of it, and a version of its own,
 *   so the one it replaced stays to go back to.
 * - One person's saves within REVISION_WINDOW_MINUTES of a version's first fold into it,
 *   since a draft autosaves every few seconds.
 * Past RECIPE_REVISIONS_KEPT the oldest go.
 */
export async function recordVersion(
  dbs: SiteDbs,
  recipe: ManageRecipe,
  siteId: string,
  kind: SavedKind,
  userId: string,
  now = new Date(),
) {
  const version = await stored(recipe);
  if (!version) return;
  const db = dbs.site;
  const latest = await latestOf(dbs, recipe.id);
  if (latest && latest.contentHash === version.contentHash) {
    if (kind === "published" && latest.kind !== "published") {
      await db
        .update(recipeRevisions)
        .set({ kind, savedBy: userId, savedAt: now })
        .where(eq(recipeRevisions.id, latest.id));
    }
    return;
  }
  const [older] =
    kind === "saved"
      ? await db
          .select({ id: recipeRevisions.id })
          .from(recipeRevisions)
          .where(
            and(
              eq(recipeRevisions.recipeId, recipe.id),
              eq(recipeRevisions.contentHash, version.contentHash),
            ),
          )
          .orderBy(desc(recipeRevisions.savedAt))
          .limit(1)
      : [];
  await ensurePersonAnchor(dbs, userId);
  const folds =
    !older &&
    latest &&
    kind === "saved" &&
    latest.kind === "saved" &&
    latest.savedBy === userId &&
    now.getTime() - latest.createdAt.getTime() < WINDOW_MS;
  if (folds) {
    await db
      .update(recipeRevisions)
      .set({ content: version.content, contentHash: version.contentHash, savedAt: now })
      .where(eq(recipeRevisions.id, latest.id));
    return;
  }
  const kept = db
    .select({ id: recipeRevisions.id })
    .from(recipeRevisions)
    .where(eq(recipeRevisions.recipeId, recipe.id))
    .orderBy(desc(recipeRevisions.savedAt))
    .limit(RECIPE_REVISIONS_KEPT);
  await db.batch([
    db.insert(recipeRevisions).values({
      siteId,
      recipeId: recipe.id,
      kind: older ? "restored" : kind,
      content: version.content,
      contentHash: version.contentHash,
      restoredFrom: older?.id ?? null,
      savedBy: userId,
      createdAt: now,
      savedAt: now,
    }),
    db
      .delete(recipeRevisions)
      .where(and(eq(recipeRevisions.recipeId, recipe.id), notInArray(recipeRevisions.id, kept))),
  ]);
}

type SummaryRow = Pick<
  RecipeRevision,
  "id" | "kind" | "createdAt" | "savedAt" | "savedBy" | "restoredFrom"
> & {
  title: string;
};

const summaryColumns = {
  id: recipeRevisions.id,
  kind: recipeRevisions.kind,
  title: sql<string>`json_extract(${recipeRevisions.content}, '$.title')`,
  createdAt: recipeRevisions.createdAt,
  savedAt: recipeRevisions.savedAt,
  savedBy: recipeRevisions.savedBy,
  restoredFrom: recipeRevisions.restoredFrom,
};

/** Who saved each version, by name (or address), read from the platform where people live. */
async function summaries(dbs: SiteDbs, rows: SummaryRow[]): Promise<RecipeRevisionSummary[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.savedBy ? [row.savedBy] : [])))];
  const people = ids.length
    ? await dbs.platform
        .select({ id: users.id, displayName: users.displayName, email: users.email })
        .from(users)
        .where(and(inIdList(users.id, ids), isNull(users.deletedAt)))
    : [];
  // A deleted account names no one: its address is a placeholder until it is purged.
  const names = new Map(people.map((person) => [person.id, person.displayName || person.email]));
  return rows.map((row) => {
    const name = row.savedBy ? names.get(row.savedBy) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      savedAt: row.savedAt.toISOString(),
      savedBy: row.savedBy && name ? { id: row.savedBy, name } : null,
      restoredFrom: row.restoredFrom,
    };
  });
}

/** A recipe's versions, newest first (the caller has checked the recipe is the site's). */
export async function recipeRevisionList(
  dbs: SiteDbs,
  siteId: string,
  recipeId: string,
): Promise<RecipeRevisionSummary[]> {
  const rows = await dbs.site
    .select(summaryColumns)
    .from(recipeRevisions)
    .where(and(eq(recipeRevisions.siteId, siteId), eq(recipeRevisions.recipeId, recipeId)))
    .orderBy(desc(recipeRevisions.savedAt))
    .limit(RECIPE_REVISIONS_KEPT);
  return summaries(dbs, rows);
}

/** One version with its content; 404 unless it is this site's and this recipe's. */
export async function recipeRevision(
  dbs: SiteDbs,
  siteId: string,
  recipeId: string,
  revisionId: string,
): Promise<RecipeRevisionResponse["revision"]> {
  const [row] = await dbs.site
    .select({ ...summaryColumns, content: recipeRevisions.content })
    .from(recipeRevisions)
    .where(
      and(
        eq(recipeRevisions.id, revisionId),
        eq(recipeRevisions.siteId, siteId),
        eq(recipeRevisions.recipeId, recipeId),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Version");
  const [summary] = await summaries(dbs, [row]);
  if (!summary) throw notFound("Version");
  return { ...summary, recipe: row.content };
}
