import type { CurrentUser } from "@schema/api/identity";
import { useDocumentMarkup } from "../../lib/document-markup";
import type { RecipePageData } from "../../lib/recipe-page/page-data";
import { usagesById } from "../../lib/recipe-page/recipe-content";
import type { SiteChrome } from "../../lib/site/site-chrome";
import { GiftButton } from "../gifts/GiftButton";
import { KeptMarkup } from "../kept/KeptMarkup";
import { AddToListButton } from "../shopping/AddToListButton";
import { SubscribeBox } from "../subscribe/SubscribeBox";
import { BookmarkButton } from "./BookmarkButton";
import { DeferredComments } from "./DeferredComments";
import { EquipmentStrip } from "./EquipmentStrip";
import { IngredientPanel } from "./IngredientPanel";
import { InstructionList } from "./InstructionList";
import { LegacyRecipe } from "./LegacyRecipe";
import { MediaSlider, type Slide } from "./MediaSlider";
import { MoreRecipes } from "./MoreRecipes";
import { RecipeControls } from "./RecipeControls";
import { RecipeHeader } from "./RecipeHeader";
import { RecipeNotes } from "./RecipeNotes";
import { RecipePaywall } from "./RecipePaywall";
import { RecipeStory } from "./RecipeStory";
import { useFitsViewport } from "./use-fits-viewport";
import { useRecipeView } from "./use-recipe-view";

type Props = { data: RecipePageData; site: SiteChrome; user: CurrentUser | null };

/**
 * The recipe page (docs/spec/visitor-experience.md §2): header and media, story, equipment, then
 * the recipe itself (controls, ingredients beside the steps on wide screens, notes), the subscribe
 * box, the comments (code and data loaded in the browser as the reader nears them) and more
 * recipes. A paywalled recipe shows its preview clipped under the offer; a legacy recipe shows its
 * imported HTML instead of the structured lists.
 */
export function RecipePage({ data, site, user }: Props) {
  const { recipe } = data;
  // Only what the page shows: the loader left out hidden lines and empty steps.
  const { ingredientUsageGroups: ingredientGroups, instructionGroups } = recipe;
  const view = useRecipeView({
    initialPreferences: data.preferences,
    accountPreferences: data.accountPreferences,
    queryPreferences: data.queryPreferences,
    initialMultiplier: data.initialMultiplier,
    firstStepId: instructionGroups[0]?.instructions[0]?.id ?? null,
    units: recipe.units,
  });
  const side = useFitsViewport<HTMLDivElement>();
  const locked = !recipe.access.full;
  const legacy = data.legacyHtml !== null;
  const pagePath = `/recipes/${recipe.slug}`;
  // What a paying reader holds and may give: a subscriber-only recipe, on a site that gifts.
  const giftable =
    site.giftsEnabled &&
    recipe.privacySetting !== "public" &&
    recipe.access.reason === "paid_subscriber";
  const slides: Slide[] = [
    ...(recipe.video ? [{ kind: "video" as const, id: recipe.video.id }] : []),
    ...recipe.images.map((image) => ({ kind: "image" as const, image })),
  ];

  const controls = <RecipeControls view={view} yieldTexts={data.yieldTexts} />;
  // The lists are the same for every reader at one scale and choice of units: the server
  // renders each once and reuses it (KeptMarkup); per-viewer parts stay outside them.
  const ingredients =
    ingredientGroups.length > 0 ? (
      <KeptMarkup
        part="ingredients"
        component={IngredientPanel}
        props={{
          groups: ingredientGroups,
          count: recipe.ingredientUsageCount,
          view,
          checkable: !locked,
        }}
      />
    ) : null;

  // Markup from the loader (nutrition-label.server.ts, text escaped by React there): the
  // label has no script. data-scale picks the whole-recipe figures at the reader's scale.
  // A document carries it without repeating it in its data (lib/document-markup.ts).
  const nutritionHtml = useDocumentMarkup("nutrition", data.nutritionHtml);
  const nutrition =
    nutritionHtml === null ? null : (
      <div
        key={recipe.id}
        className="nutrition-slot"
        data-scale={view.multiplier}
        dangerouslySetInnerHTML={{ __html: nutritionHtml }}
        suppressHydrationWarning
      />
    );

  return (
    <article className="recipe-page container">
      <div className="recipe-hero">
        <RecipeHeader
          recipe={recipe}
          view={view}
          pageUrl={data.pageUrl}
          shareImageUrl={data.shareImageUrl}
          structured={!legacy}
          save={<BookmarkButton recipeId={recipe.id} user={user} returnTo={pagePath} />}
          gift={giftable ? <GiftButton recipeId={recipe.id} recipeTitle={recipe.title} /> : null}
        />
        {slides.length > 0 ? (
          <MediaSlider
            slides={slides}
            title={recipe.title}
            size="hero"
            className="recipe-hero__media"
          />
        ) : null}
      </div>

      {legacy ? (
        <>
          <LegacyRecipe sanitizedHtml={data.legacyHtml ?? ""} />
          {nutrition}
        </>
      ) : locked ? (
        <>
          <RecipeStory recipe={recipe} />
          {/* The preview's few ingredient lines, clipped and faded under the offer. */}
          <div className="recipe-locked" id="recipe">
            {ingredients}
          </div>
          <RecipePaywall user={user} returnTo={pagePath} />
        </>
      ) : (
        <>
          <RecipeStory recipe={recipe} />
          <EquipmentStrip items={recipe.equipmentUsages} />
          <section id="recipe" className="recipe-body" aria-label={`Recipe: ${recipe.title}`}>
            <div className="recipe-body__columns">
              <div className="recipe-body__side" ref={side}>
                {controls}
                {ingredients}
                {ingredients ? (
                  <AddToListButton
                    recipeSlug={recipe.slug}
                    multiplier={view.multiplier}
                    system={view.preferences.measurementSystem}
                  />
                ) : null}
              </div>
              {instructionGroups.length > 0 ? (
                <KeptMarkup
                  part="instructions"
                  component={InstructionList}
                  props={{
                    groups: instructionGroups,
                    usages: usagesById(ingredientGroups),
                    view,
                    recipeTitle: recipe.title,
                    recipeId: recipe.id,
                  }}
                />
              ) : null}
            </div>
            {recipe.note ? (
              <KeptMarkup
                part="notes"
                component={RecipeNotes}
                props={{ note: recipe.note, view }}
              />
            ) : null}
            {nutrition}
          </section>
        </>
      )}

      {/* Paper keeps no address bar: a printed recipe says where it came from. */}
      <p className="recipe-print-source">
        From {site.title}: {data.pageUrl}
      </p>
      {/* A gift opens this recipe only; the subscribe box below offers the rest. */}
      {recipe.access.reason === "gift" ? (
        <p className="gifted-note">This recipe was a gift to you: it's yours to read any time.</p>
      ) : null}
      <SubscribeBox site={site} user={user} fullAccess={recipe.access.full} />
      {site.commentsEnabled ? (
        <DeferredComments
          recipeId={recipe.id}
          privacySetting={recipe.privacySetting}
          user={user}
          returnTo={pagePath}
          fullAccess={recipe.access.full}
          myStars={recipe.rating?.mine ?? null}
        />
      ) : null}
      <MoreRecipes recipes={data.moreRecipes} />
    </article>
  );
}
