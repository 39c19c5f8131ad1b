import { ingredientUsages } from "@schema/db/recipe-ingredients";
import { instructions } from "@schema/db/recipe-instructions";
import { recipeRevisions } from "@schema/db/recipe-revisions";
import { recipeImages, recipes } from "@schema/db/recipes";
import { and, eq, exists, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";

/**
 * "New recipe" makes a draft at once, so the editor can autosave from the first keystroke
 * (kitchen recipe-list.server.ts). A creator who taps it and leaves without writing
 * anything leaves an empty "Untitled recipe" behind. WordPress removes such auto-drafts after
 * 7 days; so do we, from the cron: a draft is abandoned when it still has no title, nothing
 * was ever saved into it (its history is its "created" version alone: every save that changed
 * something added a version, revisions.ts), nothing is in it (the open API may create a
 * draft whole, without a title), it has no story audio (saved beside the editor), and nobody
 * touched it for the whole week. Anything a creator wrote keeps the draft.
 */
export const ABANDONED_DRAFT_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;

export async function sweepAbandonedDrafts(db: Db, now = new Date()) {
  const untouchedSince = new Date(now.getTime() - ABANDONED_DRAFT_DAYS * DAY_MS);
  const versions = (kind: "created" | "other") =>
    db
      .select({ one: sql`1` })
      .from(recipeRevisions)
      .where(
        and(
          eq(recipeRevisions.recipeId, recipes.id),
          kind === "created"
            ? eq(recipeRevisions.kind, "created")
            : ne(recipeRevisions.kind, "created"),
        ),
      );
  const none = (table: typeof ingredientUsages | typeof instructions | typeof recipeImages) =>
    notExists(db.select({ one: sql`1` }).from(table).where(eq(table.recipeId, recipes.id)));
  const blank = (column: SQLiteColumn) => or(isNull(column), eq(column, ""));
  // Their versions go by the cascade; a draft changes no public page, so the site's content
  // version stays., steps and versions go by the cascades; a draft changes no public page, so
  // the site's content version stays.
  await db
    .delete(recipes)
    .where(
      and(
        isNull(recipes.publishedAt),
        eq(sql`trim(${recipes.title})`, ""),
        isNull(recipes.storyAudioKey),
        eq(recipes.searchDescription, ""),
        eq(recipes.searchKeywords, ""),
        isNull(recipes.note),
        blank(recipes.storyExcerpt),
        none(ingredientUsages),
        none(instructions),
        none(recipeImages),
        lt(recipes.updatedAt, untouchedSince),
        exists(versions("created")),
        notExists(versions("other")),
      ),
    );
}
