import type { RecipeNutritionView } from "@schema/api/answers/recipe-nutrition";
import { formatQuantity } from "../../lib/recipe/quantity";
import { servingWords } from "../../lib/recipe/serving-description";
import { countedNoun } from "../../lib/recipe/serving-words.server";
import { multiplierLabel, SERVING_MULTIPLIERS } from "../../lib/recipe/servings";
import {
  amountText,
  dailyValuePercent,
  type LabelNutrient,
  labelState,
  type Nutrients,
  servingSizeText,
  shownNutrients,
  UNCOUNTED_REASONS,
} from "../../lib/recipe-page/nutrition-facts";

type Props = {
  nutrition: RecipeNutritionView;
  servingDescription: string | null;
};

/**
 * The reader's "Nutrition facts" panel (issue 30 §4) in the US label's layout: per serving
 * with its % Daily Value, and the whole recipe beside it. Rendered to HTML on the server only
 * (nutrition-label.server.ts), so it costs the page no script. The whole-recipe column holds
 * its figure at every servings multiplier, and the recipe.css rules keyed on the wrapper's
 * data-scale (which the page's scaler sets) show the one that matches, so per serving stays
 * and the whole recipe follows the scaler without any code of its own.
 */
export function NutritionLabel({ nutrition, servingDescription }: Props) {
  const state = labelState(nutrition);
  if (state === "none") return null;
  if (state === "incomplete") return <IncompleteLabel nutrition={nutrition} />;
  const perServing = nutrition.perServing;
  const serving = servingSizeText(nutrition.servings, servingDescription);
  const wholeServings = (multiplier: number) => {
    if (nutrition.servings === null || !(nutrition.servings > 0)) {
      return multiplier === 1 ? "" : ` (${multiplierLabel(multiplier)})`;
    }
    const total = nutrition.servings * multiplier;
    const word = countedNoun(servingWords(servingDescription).noun ?? "servings", total);
    return ` (${formatQuantity(total)} ${word})`;
  };

  return (
    <section className="nutrition" aria-labelledby="nutrition-heading">
      <table className="nutrition-facts">
        <caption>
          <h2 id="nutrition-heading" className="nutrition-facts__title">
            Nutrition facts
          </h2>
          {perServing && serving ? (
            <span className="nutrition-facts__serving">Per serving ({serving})</span>
          ) : (
            <span className="nutrition-facts__serving">For the whole recipe</span>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            {perServing ? (
              <>
                <th scope="col">Per serving</th>
                <th scope="col">
                  <abbr title="Daily Value">% DV</abbr>*
                </th>
              </>
            ) : null}
            <th scope="col">
              Whole recipe
              <Scaled text={wholeServings} />
            </th>
          </tr>
        </thead>
        <tbody>
          {shownNutrients(nutrition).map((nutrient) => (
            <NutrientRow
              key={nutrient.key}
              nutrient={nutrient}
              perServing={perServing}
              whole={nutrition.whole}
            />
          ))}
        </tbody>
      </table>
      {perServing ? (
        <p className="nutrition__footnote">
          * The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to
          a daily diet. 2,000 calories a day is used for general nutrition advice.
        </p>
      ) : null}
      <LabelSource nutrition={nutrition} />
    </section>
  );
}

function NutrientRow({
  nutrient,
  perServing,
  whole,
}: {
  nutrient: LabelNutrient;
  perServing: Nutrients | null;
  whole: Nutrients;
}) {
  const className = [
    `nutrition-facts__row--${nutrient.key}`,
    "part" in nutrient ? "nutrition-facts__row--part" : "",
    "minor" in nutrient ? "nutrition-facts__row--minor" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const percent = perServing ? dailyValuePercent(nutrient, perServing[nutrient.key]) : null;
  return (
    <tr className={className}>
      <th scope="row">{nutrient.name}</th>
      {perServing ? (
        <>
          <td>{amountText(nutrient, perServing[nutrient.key])}</td>
          <td>{percent === null ? "" : `${percent}%`}</td>
        </>
      ) : null}
      <td>
        <Scaled text={(multiplier) => amountText(nutrient, whole[nutrient.key] * multiplier)} />
      </td>
    </tr>
  );
}

/** One span per servings multiplier; CSS shows the one the page's scaler chose. */
function Scaled({ text }: { text: (multiplier: number) => string }) {
  return (
    <>
      {SERVING_MULTIPLIERS.map((multiplier) => (
        <span key={multiplier} className="nutrition-scaled" data-scale={multiplier}>
          {text(multiplier)}
        </span>
      ))}
    </>
  );
}

/** "Counted from 9 of 11 ingredient lines. Not counted: salt (to taste), …" */
function Coverage({ coverage }: { coverage: RecipeNutritionView["coverage"] }) {
  return (
    <>
      <p>
        Counted from {coverage.countedLines} of {coverage.totalLines} ingredient{" "}
        {coverage.totalLines === 1 ? "line" : "lines"}.
      </p>
      {coverage.uncounted.length > 0 ? (
        <p>
          Not counted:{" "}
          {coverage.uncounted
            .map((line) => `${line.name} (${UNCOUNTED_REASONS[line.reason]})`)
            .join(", ")}
          .
        </p>
      ) : null}
    </>
  );
}

function LabelSource({ nutrition }: { nutrition: RecipeNutritionView }) {
  if (nutrition.source !== "computed") {
    return (
      <div className="nutrition__source">
        <p>
          Provided by the author
          {nutrition.source === "imported" ? ", with the recipe they imported" : ""}.
        </p>
      </div>
    );
  }
  return (
    <div className="nutrition__source">
      <Coverage coverage={nutrition.coverage} />
      <p>
        Computed from the ingredients with the USDA National Nutrient Database for Standard
        Reference (SR26); an estimate.
      </p>
    </div>
  );
}

/** Too many lines left out for figures that would look exact: say so, and name them. */
function IncompleteLabel({ nutrition }: { nutrition: RecipeNutritionView }) {
  const { coverage } = nutrition;
  return (
    <section className="nutrition nutrition--incomplete" aria-labelledby="nutrition-heading">
      <h2 id="nutrition-heading" className="nutrition-facts__title">
        Nutrition facts
      </h2>
      <div className="nutrition__source">
        <p>
          This recipe's nutrition label is incomplete: too many of its measured ingredient lines
          could not be counted for figures worth showing.
        </p>
        <Coverage coverage={coverage} />
      </div>
    </section>
  );
}
