import type { RecipeCard as RecipeCardData } from "@schema/api/public-read";
import { FEATURED_LARGE, FEATURED_MAX } from "../../lib/site/constants";
import { RecipeCard } from "./RecipeCard";
import { Slider } from "./Slider";

/** Spec: at most five featured recipes, the first two drawn large, then the others. */
export function FeaturedSlider({ recipes }: { recipes: RecipeCardData[] }) {
  const featured = recipes.slice(0, FEATURED_MAX);
  if (!featured.length) return null;
  return (
    <Slider label="featured recipes" variant="featured">
      {featured.map((recipe, index) => (
        <RecipeCard
          key={recipe.id}
          recipe={recipe}
          size={index < FEATURED_LARGE ? "large" : "regular"}
          eager={index < FEATURED_LARGE}
          priority={index === 0}
        />
      ))}
    </Slider>
  );
}
