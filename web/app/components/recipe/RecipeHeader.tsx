import { Link } from "@remix-run/react";
import type { RecipeDetail } from "@schema/api/public-read";
import type { ReactNode } from "react";
import { recipeTimes } from "../../lib/site/format";
import { contributorAnchor } from "../../lib/site/nav";
import { youtubeVideoId } from "../../lib/youtube";
import { RichText } from "../rich-text/RichText";
import { LockIcon } from "../site/icons";
import { PrintIcon } from "./icons";
import { RatingSummary } from "./RatingSummary";
import { RecipeTimes } from "./RecipeTimes";
import { ShareMenu } from "./ShareMenu";
import type { RecipeView } from "./use-recipe-view";

type Props = {
  recipe: RecipeDetail;
  view: RecipeView;
  pageUrl: string;
  shareImageUrl: string | null;
  /** Legacy HTML recipes have no structured list to jump to or count. */
  structured: boolean;
  /** The Save (bookmark) button. */
  save?: ReactNode;
  /** The Gift button, for a paying reader of a subscriber-only recipe. */
  gift?: ReactNode;
};

/** "Sam, Ana and Lee": the people the author credited on this recipe. */
const CONTRIBUTOR_LIST = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/** "With Jess Huang and Sam Ortega", each name leading to their entry on /contributors. */
function Byline({ people }: { people: RecipeDetail["contributors"] }) {
  let index = 0;
  return (
    <p className="recipe-header__byline">
      With{" "}
      {CONTRIBUTOR_LIST.formatToParts(people.map((person) => person.name)).map((part) => {
        if (part.type === "literal") return part.value;
        const person = people[index++];
        if (!person) return part.value;
        return (
          <Link key={person.id} to={`/contributors#${contributorAnchor(person.id)}`}>
            {part.value}
          </Link>
        );
      })}
    </p>
  );
}

/** Title, credited contributors, description, ingredient count, times and the page actions. */
export function RecipeHeader(props: Props) {
  const { recipe, view, pageUrl, shareImageUrl, structured, save, gift } = props;
  const count = recipe.ingredientUsageCount;
  const category = recipe.categories[0];
  return (
    <header className="recipe-header">
      <div className="recipe-header__eyebrow">
        {category ? (
          // More like this: the recipe index filtered to the category.
          <Link
            className="recipe-badge recipe-badge--link"
            to={`/recipes?category=${encodeURIComponent(category.slug)}`}
          >
            {category.title}
          </Link>
        ) : null}
        {recipe.privacySetting !== "public" ? (
          <span className="recipe-badge recipe-badge--premium">
            <LockIcon size={12} />
            Subscribers only
          </span>
        ) : null}
        {recipe.publishedAt ? null : <span className="recipe-badge">Draft</span>}
      </div>
      <h1 className="recipe-header__title">{recipe.title}</h1>
      <RatingSummary rating={recipe.rating} href="#comments" />
      {recipe.contributors.length > 0 ? <Byline people={recipe.contributors} /> : null}
      {recipe.description ? (
        <RichText
          doc={recipe.description}
          className="recipe-header__description"
          // Above the servings control: converted to the reader's units, never scaled.
          renderMeasurement={(node) => view.measurementText(node, false)}
        />
      ) : null}
      <div className="recipe-header__facts">
        {structured && count > 0 ? (
          <p className="recipe-header__count">
            {count} {count === 1 ? "ingredient" : "ingredients"}
          </p>
        ) : null}
        <RecipeTimes times={recipeTimes(recipe)} />
      </div>
      <div className="recipe-header__actions">
        {structured ? (
          <a className="button button--primary" href="#recipe">
            Jump to recipe
          </a>
        ) : null}
        {recipe.video && youtubeVideoId(recipe.video.id) ? (
          // The video is the picture slider's first slide (RecipePage), which carries the id.
          <a className="button button--secondary" href="#video">
            Watch video
          </a>
        ) : null}
        {save}
        {gift}
        <ShareMenu pageUrl={pageUrl} imageUrl={shareImageUrl} title={recipe.title} />
        <button
          type="button"
          className="button button--secondary recipe-header__print"
          onClick={() => window.print()}
        >
          <PrintIcon />
          {/* The spec's label, read in full; the row of actions keeps to one line. */}
          Print<span className="visually-hidden"> this recipe</span>
        </button>
      </div>
    </header>
  );
}
