import { Link, useNavigate } from "@remix-run/react";
import { useMemo } from "react";
import { recipeName } from "../recipes/recipe-name";
import { Combobox } from "../shared/Combobox";
import { kitchenPath } from "../shared/kitchen-sections";

type Props = {
  siteSlug: string;
  /** The site's published recipes (the only ones that can be e-mailed), by title. */
  recipes: readonly { id: string; title: string }[];
};

/** The editor's Newsletter section of a recipe, where its e-mail is written and sent. */
export const recipeNewsletterPath = (siteSlug: string, recipeId: string) =>
  kitchenPath(siteSlug, "recipes", `/${recipeId}#section-newsletter`);

/**
 * The Newsletters page's way to write one: a newsletter is a recipe e-mailed to subscribers,
 * so the creator picks a published recipe (searched as the kitchen's other recipe pickers
 * search) and lands on its Newsletter section, where the note, the preview and the send are.
 * With nothing published yet, it says what comes first.
 */
export function SendRecipePicker({ siteSlug, recipes }: Props) {
  const navigate = useNavigate();
  const options = useMemo(
    () => recipes.map((recipe) => ({ value: recipe.id, label: recipeName(recipe.title) })),
    [recipes],
  );
  return (
    <section className="newsletters-page__compose stack" aria-labelledby="send-recipe-title">
      <h2 id="send-recipe-title">Send a recipe to subscribers</h2>
      {recipes.length === 0 ? (
        <p className="empty-state">
          A newsletter e-mails one of your published recipes, and you have none yet.{" "}
          <Link to={kitchenPath(siteSlug, "recipes")}>Open your recipes</Link> to write and publish
          one first.
        </p>
      ) : (
        <Combobox
          label="Recipe to e-mail"
          hint="Type to search your published recipes; choosing one opens its Newsletter section, where you add a note, preview the e-mail and send it."
          options={options}
          display=""
          placeholder="Search recipes…"
          onChoose={(choice) => {
            if (choice?.kind === "option") navigate(recipeNewsletterPath(siteSlug, choice.value));
          }}
        />
      )}
    </section>
  );
}
