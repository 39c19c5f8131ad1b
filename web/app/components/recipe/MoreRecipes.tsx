import type { RecipeCard as RecipeCardData } from "@schema/api/public-read";
import { RecipeCard } from "../site/RecipeCard";

/**
 * docs/spec/visitor-experience.md §2, §9: 'More recipes' appears only when more than 2 are
 * supplied.
 */
export const MORE_RECIPES_MINIMUM = 3;

export function MoreRecipes({ recipes }: { recipes: RecipeCardData[] }) {
  if (recipes.length < MORE_RECIPES_MINIMUM) return null;
  return (
    <section className="more-recipes" aria-labelledby="more-recipes-heading">
      <h2 id="more-recipes-heading">More recipes</h2>
      <ul className="more-recipes__grid">
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <RecipeCard recipe={recipe} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
