import { z } from "zod";

/** Only the worker loads these schemas (see ./public-read.ts); ../recipe-editors.ts re-exports the types. */

/** Another editor tab with the recipe open: another manager's, or the caller's own elsewhere. */
export const recipeEditor = z
  .object({
    name: z.string().describe("Who, as other managers see them: a display name, else an e-mail"),
    you: z.boolean().describe("The caller's own tab on another device or in another window"),
    seenAt: z.iso.datetime().describe("The tab's last beat"),
  })
  .meta({ id: "RecipeEditor" });
export type RecipeEditor = z.infer<typeof recipeEditor>;

/**
 * PUT manage/{siteSlug}/recipes/{recipeId}/editors/{tabId}: every other tab heard from within
 * RECIPE_EDITOR_SECONDS, most recently seen first; never the calling tab.
 */
export const recipeEditorsResponse = z.object({ editors: z.array(recipeEditor) });
export type RecipeEditorsResponse = z.infer<typeof recipeEditorsResponse>;

/** GET manage/{siteSlug}/recipe-editors: the site's recipes open in an editor now, and by whom. */
export const siteRecipeEditorsResponse = z.object({
  recipes: z.array(
    z.object({
      recipeId: z.uuid(),
      editors: z.array(recipeEditor).describe("Most recently seen first"),
    }),
  ),
});
export type SiteRecipeEditorsResponse = z.infer<typeof siteRecipeEditorsResponse>;
