import {
  recipeEditorsResponse,
  siteRecipeEditorsResponse,
} from "@schema/api/answers/recipe-editors";
import {
  type RecipeEditorsResponse,
  recipeEditorParam,
  recipeEditorTabId,
  type SiteRecipeEditorsResponse,
} from "@schema/api/recipe-editors";
import { Hono } from "hono";
import { ApiError, issuesFromZod } from "../errors";
import { apiClock } from "../lib/clock";
import type { SiteDbs } from "../lib/site-databases";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers, answersNothing } from "../openapi/describe";
import { editorTabClosed, editorTabSeen, siteEditors } from "../services/recipes/editors";
import { getSiteRecipe } from "../services/recipes/kitchen-read";
import { validate } from "../validate";

/**
 * Who else has a recipe open in the editor: /api/v1/manage/{siteSlug}/recipes/{recipeId}/
 * editors/{tabId}. Each editor tab beats every 30 s and hears of the others, so the editor can
 * say "Jess is editing this too" before two people's words meet; the saves themselves are
 * already conditional (ADR 0021), this only tells. GET /api/v1/manage/{siteSlug}/recipe-editors
 * lists the site's open recipes for the kitchen's recipe list. The work is in
 * services/recipes/editors.ts.
 */

/** The path's tab id, a uuid the tab made up: a malformed one is a 400 at `tabId`. */
function tabIdOf(param: { tabId: string }) {
  const parsed = recipeEditorTabId.safeParse(param.tabId);
  if (parsed.success) return parsed.data;
  const issues = issuesFromZod(parsed.error).map((issue) => ({ ...issue, path: "tabId" }));
  throw new ApiError("bad_request", "Some fields are not valid", issues);
}

/** The path's tab (400 if its id is not a uuid) on the site's recipe (404 if not the site's). */
async function pathTab(dbs: SiteDbs, siteId: string, param: { recipeId: string; tabId: string }) {
  const tabId = tabIdOf(param);
  const recipe = await getSiteRecipe(dbs.site, siteId, param.recipeId);
  return { tabId, recipeId: recipe.id };
}

export const manageRecipeEditors = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/recipe-editors",
    answers(
      200,
      siteRecipeEditorsResponse,
      "The site's recipes open in an editor now, and by whom (the kitchen's recipe list)",
    ),
    manager,
    async (c) => {
      const { site, manager: session } = c.var;
      const now = (await apiClock(c.env))();
      const recipes = await siteEditors(c.env.KV, site.id, session.user.id, now);
      return c.json({ recipes } satisfies SiteRecipeEditorsResponse);
    },
  )
  .put(
    "/:siteSlug/recipes/:recipeId/editors/:tabId",
    answers(200, recipeEditorsResponse, "The recipe's other open editor tabs, latest seen first"),
    manager,
    validate("param", recipeEditorParam),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const { tabId, recipeId } = await pathTab(dbs, site.id, c.req.valid("param"));
      const { user } = session;
      const editors = await editorTabSeen(
        c.env.KV,
        site.id,
        recipeId,
        { tabId, userId: user.id, name: user.displayName || user.email },
        (await apiClock(c.env))(),
      );
      return c.json({ editors } satisfies RecipeEditorsResponse);
    },
  )
  .delete(
    "/:siteSlug/recipes/:recipeId/editors/:tabId",
    answersNothing("The tab no longer shows in the recipe's editors (another person's is kept)"),
    manager,
    validate("param", recipeEditorParam),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const { tabId, recipeId } = await pathTab(dbs, site.id, c.req.valid("param"));
      await editorTabClosed(c.env.KV, site.id, recipeId, { tabId, userId: session.user.id });
      return c.body(null, 204);
    },
  );
