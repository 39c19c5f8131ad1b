import {
  foodSearchResponse,
  ingredientFoodResponse,
  nutritionPreviewResponse,
} from "@schema/api/answers/nutrition";
import { siteSlugParam } from "@schema/api/common";
import {
  foodSearchQuery,
  ingredientFoodBody,
  ingredientFoodParam,
  nutritionPreviewBody,
} from "@schema/api/nutrition";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { searchFoods } from "../services/nutrition/foods";
import { previewNutrition, setIngredientFood } from "../services/nutrition/manage";
import { validate } from "../validate";

/**
 * The kitchen's nutrition calls (worker/services/nutrition/CONTEXT.md):
 *  GET  manage/{siteSlug}/nutrition/foods?q=  the USDA foods the kitchen offers, by words;
 *  PUT  manage/{siteSlug}/ingredients/{ingredientId}/food  a site's own ingredient's food,
 *       recomputing the labels of the site's recipes that use it;
 *  POST manage/{siteSlug}/nutrition/preview  the live label of lines being edited.
 * A line's own food, the author's figures and the hide switch ride on the recipe save.
 */
export const manageNutrition = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/nutrition/foods",
    answers(200, foodSearchResponse, "Foods whose description holds every word, shortest first"),
    manager,
    validate("param", siteSlugParam),
    validate("query", foodSearchQuery),
    async (c) => {
      const { q, limit } = c.req.valid("query");
      return c.json({ foods: await searchFoods(c.var.db, q, limit) });
    },
  )
  .put(
    "/:siteSlug/ingredients/:ingredientId/food",
    answers(200, ingredientFoodResponse, "The ingredient with its food; labels recomputed"),
    manager,
    validate("param", ingredientFoodParam),
    validate("json", ingredientFoodBody),
    async (c) => {
      const { ingredientId } = c.req.valid("param");
      const { foodNdb } = c.req.valid("json");
      return c.json(await setIngredientFood(c.var.dbs, c.var.site, ingredientId, foodNdb));
    },
  )
  .post(
    "/:siteSlug/nutrition/preview",
    answers(
      200,
      nutritionPreviewResponse,
      "The label these lines make, with each counted line's food, grams and calories; nothing is stored",
    ),
    manager,
    validate("json", nutritionPreviewBody),
    async (c) => c.json(await previewNutrition(c.var.dbs, c.var.site, c.req.valid("json"))),
  );
