import {
  recipeRevisionResponse,
  recipeRevisionsResponse,
} from "@schema/api/answers/recipe-revisions";
import { recipeParam } from "@schema/api/manage-recipes";
import {
  type RecipeRevisionResponse,
  type RecipeRevisionsResponse,
  revisionParam,
} from "@schema/api/recipe-revisions";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { getSiteRecipe } from "../services/recipes/kitchen-read";
import { recipeRevision, recipeRevisionList } from "../services/recipes/revisions";
import { validate } from "../validate";

/**
 * A recipe's history in the kitchen: /api/v1/manage/{siteSlug}/recipes/{recipeId}/revisions.
 * Every save records a version (routes/manage-recipes.ts); restoring one is a PUT of its
 * `recipe`, which checks it like any save.
 */
export const manageRecipeRevisions = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/recipes/:recipeId/revisions",
    answers(200, recipeRevisionsResponse, "The recipe's versions, newest (what is saved) first"),
    manager,
    validate("param", recipeParam),
    async (c) => {
      const { dbs, site } = c.var;
      const recipe = await getSiteRecipe(dbs.site, site.id, c.req.valid("param").recipeId);
      return c.json({
        revisions: await recipeRevisionList(dbs, site.id, recipe.id),
      } satisfies RecipeRevisionsResponse);
    },
  )
  .get(
    "/:siteSlug/recipes/:recipeId/revisions/:revisionId",
    answers(200, recipeRevisionResponse, "One version, with the recipe as it held it"),
    manager,
    validate("param", revisionParam),
    async (c) => {
      const { dbs, site } = c.var;
      const { recipeId, revisionId } = c.req.valid("param");
      const recipe = await getSiteRecipe(dbs.site, site.id, recipeId);
      return c.json({
        revision: await recipeRevision(dbs, site.id, recipe.id, revisionId),
      } satisfies RecipeRevisionResponse);
    },
  );
