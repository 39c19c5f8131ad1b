/**
 * What the kitchen calls a recipe: its title, or "Untitled recipe" for a draft that has none
 * yet ("New recipe" makes the draft with an empty title, so its field starts empty).
 */
export const UNTITLED_RECIPE_NAME = "Untitled recipe";

export const recipeName = (title: string) => title.trim() || UNTITLED_RECIPE_NAME;
