import type { CollectionCard, RecipeCard } from "@schema/api/public-read";
import type { PublicSite } from "@schema/api/public-site";
import type { ApiArgs } from "../api.server";
import { COOKBOOK_MAX_RECIPES, LATEST_RECIPES } from "./constants";
import type { ContentsRecipe } from "./cookbook";
import { getAllRecipes, getCollections, getLatestRecipes } from "./site-api.server";

/** What each home layout needs beyond the site itself (featured recipes, links, products). */
export type HomeData =
  | {
      layout: "standard";
      latest: RecipeCard[];
      /** Published recipes in all; 0 means the empty state. */
      total: number;
      collections: CollectionCard[];
    }
  | { layout: "link-in-bio" }
  | { layout: "cookbook"; contents: ContentsRecipe[]; total: number };

export async function loadHome(args: ApiArgs, site: PublicSite): Promise<HomeData> {
  switch (site.layout) {
    case "link-in-bio":
      return { layout: "link-in-bio" };
    case "cookbook": {
      const all = await getAllRecipes(args, site, COOKBOOK_MAX_RECIPES);
      // The contents list needs titles and categories only: no images, no times.
      const contents = all.recipes.map(({ id, slug, title, categories }) => ({
        id,
        slug,
        title,
        categories,
      }));
      return { layout: "cookbook", contents, total: all.total };
    }
    default: {
      const [latest, collections] = await Promise.all([
        getLatestRecipes(args, site, LATEST_RECIPES),
        getCollections(args, site),
      ]);
      return {
        layout: "standard",
        latest: latest.recipes,
        total: latest.total,
        collections: collections.filter((collection) => collection.recipeCount > 0),
      };
    }
  }
}
