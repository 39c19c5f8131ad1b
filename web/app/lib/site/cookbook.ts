import type { RecipeCard } from "@schema/api/public-read";

/** The cookbook layout's table of contents: recipes grouped by their first category. */

/** What a contents line needs of a recipe (the loader sends no more than this). */
export type ContentsRecipe = Pick<RecipeCard, "id" | "slug" | "title" | "categories">;

export type ContentsChapter<T extends ContentsRecipe = ContentsRecipe> = {
  id: string;
  title: string;
  recipes: T[];
};

export const UNCATEGORIZED_TITLE = "More recipes";

const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, "en", { sensitivity: "base" });

/** Chapters in title order (uncategorised last), recipes in title order within each. */
export function groupByCategory<T extends ContentsRecipe>(
  recipes: readonly T[],
): ContentsChapter<T>[] {
  const chapters = new Map<string, ContentsChapter<T>>();
  let other: ContentsChapter<T> | null = null;
  for (const recipe of recipes) {
    const category = recipe.categories[0];
    let chapter: ContentsChapter<T>;
    if (category) {
      chapter = chapters.get(category.id) ?? {
        id: category.slug,
        title: category.title,
        recipes: [],
      };
      chapters.set(category.id, chapter);
    } else {
      other ??= { id: "more-recipes", title: UNCATEGORIZED_TITLE, recipes: [] };
      chapter = other;
    }
    chapter.recipes.push(recipe);
  }
  const ordered = [...chapters.values()].sort(byTitle);
  if (other) ordered.push(other);
  for (const chapter of ordered) chapter.recipes.sort(byTitle);
  return ordered;
}
