import { scheduledRecipesResponse } from "@schema/api/answers/recipe-schedules";
import { recipeParam } from "@schema/api/manage-recipes";
import { recipeScheduleBody, type ScheduledRecipesResponse } from "@schema/api/recipe-schedules";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { getSiteRecipe } from "../services/recipes/kitchen-read";
import { cancelSchedule, scheduledRecipes, scheduleRecipe } from "../services/recipes/schedule";
import { validate } from "../validate";

/**
 * Scheduled publishing in the kitchen: /api/v1/manage/{siteSlug}/scheduled-recipes
 * and /recipes/{recipeId}/schedule. Each answers with the site's whole list.
 */
export const manageRecipeSchedules = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/scheduled-recipes",
    answers(200, scheduledRecipesResponse, "The drafts scheduled to publish, soonest first"),
    manager,
    async (c) =>
      c.json({
        scheduled: await scheduledRecipes(c.var.dbs.site, c.var.site.id),
      } satisfies ScheduledRecipesResponse),
  )
  .put(
    "/:siteSlug/recipes/:recipeId/schedule",
    answers(200, scheduledRecipesResponse, "Scheduled: the scheduled drafts, soonest first"),
    manager,
    validate("param", recipeParam),
    validate("json", recipeScheduleBody),
    async (c) => {
      const { dbs, site } = c.var;
      const recipe = await getSiteRecipe(dbs.site, site.id, c.req.valid("param").recipeId);
      await scheduleRecipe(dbs, site, recipe, c.req.valid("json"), c.var.manager.user.id);
      return c.json({
        scheduled: await scheduledRecipes(dbs.site, site.id),
      } satisfies ScheduledRecipesResponse);
    },
  )
  .delete(
    "/:siteSlug/recipes/:recipeId/schedule",
    answers(
      200,
      scheduledRecipesResponse,
      "No longer scheduled: the scheduled drafts, soonest first",
    ),
    manager,
    validate("param", recipeParam),
    async (c) => {
      const db = c.var.dbs.site;
      await cancelSchedule(db, c.var.site, c.req.valid("param").recipeId);
      return c.json({
        scheduled: await scheduledRecipes(db, c.var.site.id),
      } satisfies ScheduledRecipesResponse);
    },
  );
