import { recipeListResponse, recipeResponse } from "@schema/api/answers/public-read";
import { siteSlugParam } from "@schema/api/common";
import {
  type RecipeResponse,
  recipeListQuery,
  recipeParam,
  recipeQuery,
} from "@schema/api/public-read";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { answers } from "../openapi/describe";
import { cardOf } from "../services/recipes/cards";
import { fullRecipe, readRecipePage } from "../services/recipes/detail";
import { forViewer, NO_RIGHTS, recipeAccess, viewerOn } from "../services/recipes/entitlement";
import { listRecipes } from "../services/recipes/search";
import { validate } from "../validate";
import { perViewerCache, sharedCache } from "./site-cache-control";

/** A site's recipes for visitors: /api/v1/site/{siteSlug}/recipes… */
export const siteRecipes = new Hono<AppEnv>()
  .get(
    "/:siteSlug/recipes",
    answers(
      200,
      recipeListResponse,
      "One page of the site's published recipes matching the query and filters (newest first, or by relevance with a query); total counts all pages",
    ),
    validate("param", siteSlugParam),
    validate("query", recipeListQuery),
    async (c) => {
      const list = await listRecipes(
        c.var.databases,
        c.req.valid("param").siteSlug,
        c.req.valid("query"),
      );
      if (!list) throw notFound("Site");
      sharedCache(c);
      return c.json(list);
    },
  )
  .get(
    "/:siteSlug/recipes/:recipeSlug",
    answers(
      200,
      recipeResponse,
      "The recipe as the viewer may read it (access tells whether it is whole or the paywall preview), and more recipes of the site",
    ),
    validate("param", recipeParam),
    validate("query", recipeQuery),
    async (c) => {
      const { siteSlug, recipeSlug } = c.req.valid("param");
      // One batch for the whole page; who the viewer is only decides what is kept of it.
      const read = await readRecipePage(
        c.var.databases,
        { siteSlug, recipeSlug },
        c.var.session?.user.id ?? null,
      );
      if (!read.siteId) throw notFound("Site");
      // A session of another site is nobody here (viewerOn): its rights do not count.
      const viewer = viewerOn(c.var.session, read.siteId);
      const rights = viewer ? read.rights : NO_RIGHTS;
      const { recipe } = read;
      // Preview mode is a manager's; anyone else asking for it simply reads the site.
      const preview = c.req.valid("query").preview && rights.manager;
      // A draft is not there for anyone but a manager previewing it.
      if (!recipe || (!recipe.publishedAt && !preview)) throw notFound("Recipe");
      const full = fullRecipe(recipe, read.parts);
      const more = read.moreRows.map(cardOf);
      const access = recipeAccess(recipe.privacySetting, rights, preview);
      // Read in the page's batch, with the session's stars: like its rights, they are
      // nobody's when the session is another site's.
      const rating = viewer ? read.rating : { ...read.rating, mine: null };
      perViewerCache(c, c.var.session !== null);
      return c.json({
        recipe: { ...forViewer(full, access), rating },
        moreRecipes: more,
      } satisfies RecipeResponse);
    },
  );
