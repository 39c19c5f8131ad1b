import type { RecipeCard as RecipeCardData } from "@schema/api/public-read";
import { RecipeCard } from "./RecipeCard";

type Props = {
  recipes: RecipeCardData[];
  /** The first cards are above the fold on most screens: load their images at once. */
  eagerCount?: number;
  /** Each item gets id="recipe-{n}" (1-based), so 'Load more' can point at the first new one. */
  anchors?: boolean;
};

/** Spec: one column on mobile, two at small widths, three at large (site.css). */
export function RecipeGrid({ recipes, eagerCount = 0, anchors }: Props) {
  return (
    <ul className="recipe-grid">
      {recipes.map((recipe, index) => (
        <li key={recipe.id} id={anchors ? `recipe-${index + 1}` : undefined}>
          <RecipeCard recipe={recipe} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
