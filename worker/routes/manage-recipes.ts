import {
  manageRecipeListResponse,
  manageRecipeResponse,
  publishedRecipesResponse,
  publishRecipeResponse,
} from "@schema/api/answers/manage-recipes";
import { ifMatchHeader, updatedAtTag } from "@schema/api/common";
import {
  publishRecipeBody,
  recipeBody,
  recipeListQuery,
  recipeParam,
} from "@schema/api/manage-recipes";
import { Hono } from "hono";
import { requireUnchanged } from "../lib/preconditions";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers, answersNothing } from "../openapi/describe";
import { sendView } from "../services/newsletters/send-view";
import { createSend, idempotencyKeyOf, requireMailingAddress } from "../services/newsletters/sends";
import { listManageRecipes, publishedRecipes } from "../services/recipes/kitchen-list";
import { getSiteRecipe, manageRecipe } from "../services/recipes/kitchen-read";
import { keepEarlierVersion, recordVersion } from "../services/recipes/revisions";
import { deleteRecipe, unpublishRecipe } from "../services/recipes/status";
import { saveRecipe } from "../services/recipes/write";
import { validate } from "../validate";

/**
 * A recipe's ETag is its last save's moment, to the millisecond. Only saves, publishing,
 * unpublishing and schedules write the recipe row: comments, ratings and views never move it.
 */
const savedTag = (recipe: { updatedAt: Date }) => updatedAtTag(recipe.updatedAt.toISOString());

/**
 * The kitchen's recipes: /api/v1/manage/{siteSlug}/recipes… (docs/spec/platform-and-kitchen.md §7).
 */
export const manageRecipes = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/recipes",
    answers(
      200,
      manageRecipeListResponse,
      "One page of the site's recipes, drafts included, in the order asked for; total counts all pages",
    ),
    manager,
    validate("query", recipeListQuery),
    async (c) =>
      c.json(await listManageRecipes(c.var.dbs.site, c.var.site.id, c.req.valid("query"))),
  )
  .post(
    "/:siteSlug/recipes",
    answers(201, manageRecipeResponse, "The new draft, as the editor loads it", { etag: true }),
    manager,
    validate("json", recipeBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const id = await saveRecipe(
        dbs,
        site,
        crypto.randomUUID(),
        c.req.valid("json"),
        { kind: "create" },
        c.env.MEDIA,
      );
      const recipe = await manageRecipe(db, site.id, id);
      await recordVersion(dbs, recipe, site.id, "created", c.var.manager.user.id);
      // The first save's If-Match, with no read between.
      c.header("ETag", updatedAtTag(recipe.updatedAt));
      return c.json({ recipe }, 201);
    },
  )
  .get(
    "/:siteSlug/published-recipes",
    answers(200, publishedRecipesResponse, "Every published recipe of the site, for pickers"),
    manager,
    async (c) => c.json(await publishedRecipes(c.var.dbs.site, c.var.site.id)),
  )
  .get(
    "/:siteSlug/recipes/:recipeId",
    answers(200, manageRecipeResponse, "The recipe as the editor loads it", { etag: true }),
    manager,
    validate("param", recipeParam),
    async (c) => {
      const { recipeId } = c.req.valid("param");
      const recipe = await manageRecipe(c.var.dbs.site, c.var.site.id, recipeId);
      c.header("ETag", updatedAtTag(recipe.updatedAt));
      return c.json({ recipe });
    },
  )
  .put(
    "/:siteSlug/recipes/:recipeId",
    answers(200, manageRecipeResponse, "The recipe, as saved", { etag: true }),
    manager,
    validate("param", recipeParam),
    validate("header", ifMatchHeader),
    validate("json", recipeBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const existing = await getSiteRecipe(db, site.id, c.req.valid("param").recipeId);
      requireUnchanged(c.req.valid("header")["if-match"], savedTag(existing));
      const body = c.req.valid("json");
      await keepEarlierVersion(dbs, existing);
      await saveRecipe(dbs, site, existing.id, body, { kind: "update", existing }, c.env.MEDIA);
      const recipe = await manageRecipe(db, site.id, existing.id);
      await recordVersion(dbs, recipe, site.id, "saved", c.var.manager.user.id);
      c.header("ETag", updatedAtTag(recipe.updatedAt));
      return c.json({ recipe });
    },
  )
  .delete(
    "/:siteSlug/recipes/:recipeId",
    answersNothing("Deleted"),
    manager,
    validate("param", recipeParam),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const existing = await getSiteRecipe(db, site.id, c.req.valid("param").recipeId);
      await deleteRecipe(dbs, site, existing);
      return c.body(null, 204);
    },
  )
  .post(
    "/:siteSlug/recipes/:recipeId/publish",
    answers(
      200,
      publishRecipeResponse,
      "The recipe, saved and published, and the newsletter send it started (if asked)",
      { etag: true },
    ),
    manager,
    validate("param", recipeParam),
    validate("header", ifMatchHeader),
    validate("json", publishRecipeBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const existing = await getSiteRecipe(db, site.id, c.req.valid("param").recipeId);
      requireUnchanged(c.req.valid("header")["if-match"], savedTag(existing));
      const { newsletter, ...body } = c.req.valid("json");
      // A newsletter that cannot go out stops the publish before anything is saved.
      const idempotencyKey = newsletter ? idempotencyKeyOf(c.req.header("Idempotency-Key")) : null;
      if (newsletter) requireMailingAddress(site);
      await keepEarlierVersion(dbs, existing);
      await saveRecipe(
        dbs,
        site,
        existing.id,
        body,
        { kind: "publish", existing, newsletterNote: newsletter?.note ?? null, now: new Date() },
        c.env.MEDIA,
      );
      const recipe = await manageRecipe(db, site.id, existing.id);
      await recordVersion(dbs, recipe, site.id, "published", c.var.manager.user.id);
      c.header("ETag", updatedAtTag(recipe.updatedAt));
      const send = newsletter
        ? await createSend(dbs, c.env, site, {
            recipeId: existing.id,
            note: newsletter.note,
            recipients: newsletter.recipients,
            createdBy: c.var.manager.user.id,
            idempotencyKey,
          })
        : null;
      return c.json({ recipe, newsletterSend: send ? sendView(send) : null });
    },
  )
  .post(
    "/:siteSlug/recipes/:recipeId/unpublish",
    answers(200, manageRecipeResponse, "The recipe, a draft again"),
    manager,
    validate("param", recipeParam),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const existing = await getSiteRecipe(db, site.id, c.req.valid("param").recipeId);
      await unpublishRecipe(dbs, site, existing);
      return c.json({ recipe: await manageRecipe(db, site.id, existing.id) });
    },
  );
