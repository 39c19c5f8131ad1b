import { recipeBody } from "@schema/api/manage-recipes";
import { describe, expect, it } from "vitest";
import {
  bodyOfRecipe,
  formFromRecipe,
  meaningfulRichText,
  newIngredientGroup,
  newInstructionGroup,
  slugAfterTitle,
  toRecipeBody,
} from "./recipe-form";
import { doc, fullRecipe } from "./test-recipe.fixture";

describe("recipe form ↔ write shape", () => {
  it("round-trips a recipe that uses every field", () => {
    const recipe = fullRecipe();
    const { body, issues } = toRecipeBody(formFromRecipe(recipe));
    expect(issues).toEqual([]);
    expect(body).toEqual(bodyOfRecipe(recipe));
  });

  it("sends what the API accepts", () => {
    const { body } = toRecipeBody(formFromRecipe(fullRecipe()));
    const parsed = recipeBody.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it("keeps amounts, minutes and servings as the author typed them", () => {
    const form = formFromRecipe(fullRecipe());
    const [levain, dough] = form.ingredientGroups;
    expect(levain?.lines.map((line) => line.quantity)).toEqual(["50", "1 1/2-2"]);
    expect(dough?.lines[0]?.quantity).toBe("1/3");
    expect(form.customTimeMinutes).toBe("720");
    expect(form.difficultyLevel).toBe("hard");
  });

  it("reads what the author typed and sends nothing for empty fields", () => {
    const form = formFromRecipe(fullRecipe());
    const line = form.ingredientGroups[0]?.lines[0];
    if (!line) throw new Error("fixture");
    line.quantity = "½ - 1";
    form.prepTimeMinutes = "1h 15m";
    form.storyExcerpt = "   ";
    form.videoId = "";
    form.difficultyLevel = "";
    form.yieldServings = "2 1/2";
    const { body, issues } = toRecipeBody(form);
    expect(issues).toEqual([]);
    expect(body.ingredientUsageGroups[0]?.ingredientUsages[0]).toMatchObject({
      quantityMin: 0.5,
      quantityMax: 1,
    });
    expect(body).toMatchObject({
      prepTimeMinutes: 75,
      storyExcerpt: null,
      videoId: null,
      difficultyLevel: null,
      yieldServings: 2.5,
    });
  });

  it("reports text it can't read with the API's paths", () => {
    const form = formFromRecipe(fullRecipe());
    const second = form.ingredientGroups[1]?.lines[0];
    const step = form.instructionGroups[0]?.steps[0];
    if (!second || !step) throw new Error("fixture");
    second.quantity = "a handful";
    step.timerMinutes = "soon";
    form.yieldServings = "lots";
    const { issues } = toRecipeBody(form);
    expect(issues.map((issue) => issue.path)).toEqual([
      "yieldServings",
      "ingredientUsageGroups.1.ingredientUsages.0.quantityMin",
      "instructionGroups.0.instructions.0.timerMinutes",
    ]);
  });

  it("stores an empty rich-text field as null", () => {
    expect(
      meaningfulRichText({ type: "document", children: [{ type: "paragraph", children: [] }] }),
    ).toBeNull();
    expect(meaningfulRichText(doc("  "))).toBeNull();
    expect(meaningfulRichText(doc("x"))).not.toBeNull();
  });

  it("gives new groups an id and a first item, so references work before the first save", () => {
    const ingredients = newIngredientGroup();
    const steps = newInstructionGroup();
    expect(ingredients.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ingredients.lines).toHaveLength(1);
    expect(steps.steps).toHaveLength(1);
    expect(ingredients.id).not.toBe(steps.id);
  });
});

describe("slug following the title", () => {
  it("follows the title of a new draft until the author types a slug", () => {
    const draft = formFromRecipe(
      fullRecipe({
        status: "draft",
        publishedAt: null,
        title: "Untitled recipe",
        slug: "untitled-recipe-k2x9",
      }),
    );
    expect(draft.slugFollowsTitle).toBe(true);
    expect(slugAfterTitle(draft, "Rye Crackers")).toBe("rye-crackers");
    expect(slugAfterTitle(draft, "!!!")).toBe("untitled-recipe-k2x9");
    expect(slugAfterTitle({ ...draft, slugFollowsTitle: false }, "Rye Crackers")).toBe(
      "untitled-recipe-k2x9",
    );
  });

  it("a new draft's title starts empty (not a placeholder typed after) and may be saved so", () => {
    const fresh = fullRecipe({
      status: "draft",
      publishedAt: null,
      title: "",
      slug: "untitled-recipe-k2x9",
    });
    const made = formFromRecipe(fresh);
    expect(made.title).toBe("");
    expect(slugAfterTitle(made, "WalkA Golden Carrot Soup")).toBe("walka-golden-carrot-soup");
    const { body, issues } = toRecipeBody(made);
    expect(issues).toEqual([]);
    expect(recipeBody.safeParse(body).success).toBe(true);
    // One made before drafts could be untitled holds the placeholder: shown empty too.
    const older = formFromRecipe({ ...fresh, title: "Untitled recipe" });
    expect(older.title).toBe("");
    // A published recipe of that name keeps it.
    expect(formFromRecipe(fullRecipe({ title: "Untitled recipe" })).title).toBe("Untitled recipe");
  });

  it("leaves a published recipe's slug alone (its address is out there)", () => {
    const published = formFromRecipe(fullRecipe());
    expect(published.slugFollowsTitle).toBe(false);
  });

  it("keeps following for a draft whose slug still matches its title", () => {
    const draft = formFromRecipe(fullRecipe({ status: "draft", publishedAt: null }));
    expect(draft.slugFollowsTitle).toBe(true);
    const custom = formFromRecipe(
      fullRecipe({ status: "draft", publishedAt: null, slug: "my-loaf" }),
    );
    expect(custom.slugFollowsTitle).toBe(false);
  });
});
