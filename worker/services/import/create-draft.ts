import { recipeBody } from "@schema/api/manage-recipes";
import type { ImportDraftBody, ImportDraftResponse } from "@schema/api/recipe-import";
import { importedFromOf, recipes } from "@schema/db/recipes";
import { and, eq, sql } from "drizzle-orm";
import { nextSlug, SLUG_MAX, trimSlug } from "../../../web/app/kitchen/shared/slug";
import type { Db } from "../../env";
import { ApiError, issuesFromZod } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { manageRecipe } from "../recipes/kitchen-read";
import { recordVersion } from "../recipes/revisions";
import { saveRecipe } from "../recipes/write";
import type { Site } from "../sites/lookup";
import { type CopyEnv, copyImages } from "./copy-images";
import type { FetchOptions } from "./page-fetcher";

/**
 * "Create draft": the checked draft becomes a draft recipe of the site, its pictures copied
 * into the site's media first. A recipe already imported from the same address is answered
 * instead of a second copy, so a retried import (or a re-run WordPress export) is harmless.
 */
export async function createImportedDraft(
  env: CopyEnv,
  dbs: SiteDbs,
  site: Site,
  uploaderId: string,
  body: ImportDraftBody,
  fetchOptions: FetchOptions,
  /** A job passes an id of its own, so two deliveries of it cannot make two recipes. */
  recipeId: string = crypto.randomUUID(),
): Promise<ImportDraftResponse> {
  const db = dbs.site;
  const { imageUrls, ...draft } = body.draft;
  const sourceUrl = importedFrom(draft.legacyRecipeData);
  if (sourceUrl) {
    const existing = await findImported(db, site.id, sourceUrl);
    if (existing) return { recipe: existing, created: false, warnings: [] };
  }
  // The body is checked before any picture is copied, so a bad draft stores nothing.
  const checked = recipeBody.safeParse({ ...withoutIds(draft), images: [] });
  if (!checked.success) {
    throw new ApiError(
      "bad_request",
      "Some fields are not valid",
      issuesFromZod(checked.error).map((issue) => ({ ...issue, path: `draft.${issue.path}` })),
    );
  }
  const { images, warnings } = await copyImages(
    env,
    dbs,
    site,
    uploaderId,
    imageUrls,
    fetchOptions,
  );
  const slug = await freeSlug(db, site.id, checked.data.slug);
  const id = recipeId;
  await saveRecipe(
    dbs,
    site,
    id,
    { ...checked.data, slug, images: images.map((image) => ({ id: image.id, crop: null })) },
    { kind: "create" },
    env.MEDIA,
  );
  // Its history starts here, as a recipe written in the kitchen's does ("Created").
  await recordVersion(dbs, await manageRecipe(db, site.id, id), site.id, "created", uploaderId);
  return { recipe: { id, slug }, created: true, warnings };
}

/**
 * The parse minted ids only to tie warnings to lines; the saved recipe gets fresh ones, so
 * importing the same draft twice (without a source address) never collides.
 */
function withoutIds(draft: Record<string, unknown>): Record<string, unknown> {
  const strip = (items: unknown, child?: string): unknown =>
    Array.isArray(items)
      ? items.map((item) => {
          if (typeof item !== "object" || item === null) return item;
          const { id: _id, ...rest } = item as Record<string, unknown>;
          return child ? { ...rest, [child]: strip(rest[child]) } : rest;
        })
      : items;
  return {
    ...draft,
    ingredientUsageGroups: strip(draft.ingredientUsageGroups, "ingredientUsages"),
    instructionGroups: strip(draft.instructionGroups, "instructions"),
    equipmentUsages: strip(draft.equipmentUsages),
  };
}

function importedFrom(legacy: unknown): string | null {
  if (typeof legacy !== "object" || legacy === null) return null;
  const value = (legacy as Record<string, unknown>).importedFrom;
  return typeof value === "string" && value ? value : null;
}

export async function findImported(db: Db, siteId: string, sourceUrl: string) {
  const [row] = await db
    .select({ id: recipes.id, slug: recipes.slug })
    .from(recipes)
    .where(and(eq(recipes.siteId, siteId), eq(importedFromOf(recipes.legacyRecipeData), sourceUrl)))
    .limit(1);
  return row ?? null;
}

/**
 * The slug, or the next free "-2", "-3"… of it: two imports of "Banana Bread" both land.
 * Taken slugs are found by a shared prefix compared with `substr`, not `LIKE 'slug%'`: D1
 * refuses a LIKE pattern over 50 bytes, and slugs run to 120 characters.
 */
async function freeSlug(db: Db, siteId: string, slug: string): Promise<string> {
  const prefix = candidatePrefix(slug);
  const taken = new Set(
    (
      await db
        .select({ slug: recipes.slug })
        .from(recipes)
        .where(
          and(
            eq(recipes.siteId, siteId),
            sql`substr(${recipes.slug}, 1, ${prefix.length}) = ${prefix}`,
          ),
        )
    ).map((row) => row.slug),
  );
  let candidate = slug;
  while (taken.has(candidate)) candidate = nextSlug(candidate);
  return candidate;
}

/**
 * What every candidate `nextSlug` makes from the slug begins with: its base (without a "-N"),
 * cut as a long slug is cut to make room for a suffix of up to ten digits.
 */
function candidatePrefix(slug: string): string {
  const base = /^(.*?)-(\d+)$/.exec(slug)?.[1] ?? slug;
  return trimSlug(base, SLUG_MAX - 11);
}
