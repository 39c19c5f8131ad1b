import type { RecipeFilterKind } from "@schema/api/public-read";
import {
  recipeCuisines,
  recipeDiets,
  recipeFoodCategories,
  recipeMeals,
  recipeMethods,
  recipeTags,
} from "@schema/db/recipe-taxonomies";
import { cuisines, diets, foodCategories, meals, methods, tags } from "@schema/db/taxonomies";

/**
 * The six recipe filters by their wire name (the list parameters and the filters call),
 * each with its join table and its catalogue. The public name "categories" is the
 * food_categories table.
 */
export const taxonomyTables = {
  categories: { link: recipeFoodCategories, terms: foodCategories },
  cuisines: { link: recipeCuisines, terms: cuisines },
  meals: { link: recipeMeals, terms: meals },
  methods: { link: recipeMethods, terms: methods },
  diets: { link: recipeDiets, terms: diets },
  tags: { link: recipeTags, terms: tags },
} as const satisfies Record<RecipeFilterKind, unknown>;

export const filterKinds = Object.keys(taxonomyTables) as RecipeFilterKind[];

export type TaxonomyTables = (typeof taxonomyTables)[RecipeFilterKind];
