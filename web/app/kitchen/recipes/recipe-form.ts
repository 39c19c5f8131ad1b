import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { RichText } from "@schema/content/rich-text";
import type { Issue } from "../shared/field-errors";
import { slugify } from "../shared/slug";
import { formatMinutesInput, parseMinutes } from "./minutes-input";
import { formatAmount, formatQuantityInput, parseAmount, parseQuantity } from "./quantity-input";
import { UNTITLED_RECIPE_NAME } from "./recipe-name";

/**
 * The recipe editor's state, and the conversions between it and the API's write shape.
 * The form keeps what the author typed (amounts, minutes and servings as text, empty strings
 * for "none"), so "1 1/2" or "1h 30" survive until they are sent; `toRecipeBody` turns it
 * into the write shape and reports text it can't read as issues with the API's paths.
 * Every group, line, step and equipment usage has an id from the start (the editor mints
 * them), so lists are keyed by id and rich text can refer to a line before its first save.
 */

export type Crop = { width: number; height: number; x: number; y: number };

export type LineForm = {
  id: string;
  quantity: string;
  unitId: string;
  ingredientId: string;
  ingredientTitleOverride: string;
  preparation: RichText | null;
  note: RichText | null;
  link: string;
  /** The USDA food (NDB number) the line counts as instead of its ingredient's; "" for none. */
  foodNdb: string;
};

/** The label's nutrients, in the order the kitchen's form lists them. */
export const NUTRITION_FIELDS = [
  ["calories", "Calories", "kcal"],
  ["fat", "Total fat", "g"],
  ["saturatedFat", "Saturated fat", "g"],
  ["cholesterol", "Cholesterol", "mg"],
  ["sodium", "Sodium", "mg"],
  ["carbohydrate", "Total carbohydrate", "g"],
  ["fiber", "Dietary fiber", "g"],
  ["sugars", "Total sugars", "g"],
  ["protein", "Protein", "g"],
  ["calcium", "Calcium", "mg"],
  ["iron", "Iron", "mg"],
  ["potassium", "Potassium", "mg"],
  ["vitaminD", "Vitamin D", "µg"],
] as const;
export type NutrientField = (typeof NUTRITION_FIELDS)[number][0];

/** The creator's nutrition choices; the author's figures as typed, per serving. */
export type NutritionForm = {
  hidden: boolean;
  author: { source: "author" | "imported"; values: Record<NutrientField, string> } | null;
};

export type IngredientGroupForm = {
  id: string;
  title: string;
  note: RichText | null;
  lines: LineForm[];
};

export type StepForm = {
  id: string;
  content: RichText | null;
  timerMinutes: string;
  note: RichText | null;
  videoId: string;
  imageIds: string[];
};

export type InstructionGroupForm = {
  id: string;
  title: string;
  note: RichText | null;
  steps: StepForm[];
};

export type EquipmentForm = {
  id: string;
  equipmentId: string;
  equipmentTitleOverride: string;
  note: string;
  link: string;
  imageOverrideId: string | null;
};

export type Difficulty = "easy" | "medium" | "hard";
export type Privacy = "public" | "subscribers_only";

export const TAXONOMY_FIELDS = [
  "cuisineIds",
  "mealIds",
  "foodCategoryIds",
  "methodIds",
  "dietIds",
  "tagIds",
] as const;
export type TaxonomyField = (typeof TAXONOMY_FIELDS)[number];

export type RecipeForm = {
  title: string;
  slug: string;
  /** The slug follows the title (a draft whose slug the author has not typed). Not sent. */
  slugFollowsTitle: boolean;
  description: RichText | null;
  note: RichText | null;
  storyExcerpt: string;
  storyMore: string;
  /** The story read aloud: the key of its uploaded file. */
  storyAudioKey: string | null;
  images: { id: string; crop: Crop | null }[];
  videoId: string;
  prepTimeMinutes: string;
  cookTimeMinutes: string;
  customTimeLabel: string;
  customTimeMinutes: string;
  yieldServings: string;
  servingDescription: string;
  difficultyLevel: Difficulty | "";
  privacySetting: Privacy;
  keywords: string[];
  ingredientGroups: IngredientGroupForm[];
  instructionGroups: InstructionGroupForm[];
  equipment: EquipmentForm[];
  contributorIds: string[];
  nutrition: NutritionForm;
  /** Imported recipes' original data: not edited here, sent back untouched. */
  legacyRecipeData: ManageRecipe["legacyRecipeData"];
} & Record<TaxonomyField, string[]>;

/**
 * A body ready for PUT/POST: the write shape with every id filled in and every absent value
 * null. It is exactly the editor's read shape (ManageRecipe) without what the server owns.
 */
export type RecipeBodyOut = Omit<
  ManageRecipe,
  | "id"
  | "status"
  | "publishedAt"
  | "schedule"
  | "newsletterNote"
  | "createdAt"
  | "updatedAt"
  | "imageViews"
>;

/** The write-shape part of a recipe the API sent. */
export function bodyOfRecipe(recipe: ManageRecipe): RecipeBodyOut {
  const {
    id: _id,
    status: _s,
    publishedAt: _p,
    schedule: _sc,
    newsletterNote: _n,
    createdAt: _c,
    updatedAt: _u,
    imageViews: _i,
    ...body
  } = recipe;
  return body;
}

// ---------------------------------------------------------------------------------------
// New items

const newId = () => crypto.randomUUID();

export const newLine = (): LineForm => ({
  id: newId(),
  quantity: "",
  unitId: "",
  ingredientId: "",
  ingredientTitleOverride: "",
  preparation: null,
  note: null,
  link: "",
  foodNdb: "",
});

export const newIngredientGroup = (title = ""): IngredientGroupForm => ({
  id: newId(),
  title,
  note: null,
  lines: [newLine()],
});

export const newStep = (): StepForm => ({
  id: newId(),
  content: null,
  timerMinutes: "",
  note: null,
  videoId: "",
  imageIds: [],
});

export const newInstructionGroup = (title = ""): InstructionGroupForm => ({
  id: newId(),
  title,
  note: null,
  steps: [newStep()],
});

export const newEquipment = (equipmentId: string): EquipmentForm => ({
  id: newId(),
  equipmentId,
  equipmentTitleOverride: "",
  note: "",
  link: "",
  imageOverrideId: null,
});

// ---------------------------------------------------------------------------------------
// Read: the API's recipe → form

/** The placeholder slug of a recipe created by "New recipe" ("untitled-recipe-x7k2q9"). */
export const PLACEHOLDER_SLUG = /^untitled-recipe(?:-[a-z0-9]+)?$/;

const text = (value: string | null | undefined) => value ?? "";
const numberText = (value: number | null) => (value === null ? "" : formatAmount(value));

/**
 * A draft "New recipe" made before its title could be empty still holds the placeholder as
 * its title: shown empty, so typing does not add to it.
 */
const titleOf = (recipe: ManageRecipe) =>
  recipe.status === "draft" &&
  PLACEHOLDER_SLUG.test(recipe.slug) &&
  recipe.title === UNTITLED_RECIPE_NAME
    ? ""
    : recipe.title;

export function formFromRecipe(recipe: ManageRecipe): RecipeForm {
  return {
    title: titleOf(recipe),
    slug: recipe.slug,
    slugFollowsTitle:
      recipe.status === "draft" &&
      (PLACEHOLDER_SLUG.test(recipe.slug) || recipe.slug === slugify(recipe.title)),
    description: recipe.description,
    note: recipe.note,
    storyExcerpt: text(recipe.storyExcerpt),
    storyMore: text(recipe.storyMore),
    storyAudioKey: recipe.storyAudioKey,
    images: recipe.images.map((image) => ({ id: image.id, crop: image.crop ?? null })),
    videoId: text(recipe.videoId),
    prepTimeMinutes: formatMinutesInput(recipe.prepTimeMinutes),
    cookTimeMinutes: formatMinutesInput(recipe.cookTimeMinutes),
    customTimeLabel: text(recipe.customTimeLabel),
    customTimeMinutes: formatMinutesInput(recipe.customTimeMinutes),
    yieldServings: numberText(recipe.yieldServings),
    servingDescription: text(recipe.servingDescription),
    difficultyLevel: recipe.difficultyLevel ?? "",
    privacySetting: recipe.privacySetting,
    tagIds: [...recipe.tagIds],
    methodIds: [...recipe.methodIds],
    foodCategoryIds: [...recipe.foodCategoryIds],
    mealIds: [...recipe.mealIds],
    cuisineIds: [...recipe.cuisineIds],
    dietIds: [...recipe.dietIds],
    keywords: [...recipe.keywords],
    ingredientGroups: recipe.ingredientUsageGroups.map((group) => ({
      id: group.id,
      title: text(group.title),
      note: group.note,
      lines: group.ingredientUsages.map((usage) => ({
        id: usage.id,
        quantity: formatQuantityInput(usage.quantityMin, usage.quantityMax),
        unitId: text(usage.unitId),
        ingredientId: text(usage.ingredientId),
        ingredientTitleOverride: text(usage.ingredientTitleOverride),
        preparation: usage.preparation,
        note: usage.note,
        link: text(usage.link),
        foodNdb: text(usage.foodNdb),
      })),
    })),
    instructionGroups: recipe.instructionGroups.map((group) => ({
      id: group.id,
      title: text(group.title),
      note: group.note,
      steps: group.instructions.map((step) => ({
        id: step.id,
        content: step.content,
        timerMinutes: formatMinutesInput(step.timerMinutes),
        note: step.note,
        videoId: text(step.videoId),
        imageIds: [...step.imageIds],
      })),
    })),
    equipment: recipe.equipmentUsages.map((usage) => ({
      id: usage.id,
      equipmentId: usage.equipmentId,
      equipmentTitleOverride: text(usage.equipmentTitleOverride),
      note: text(usage.note),
      link: text(usage.link),
      imageOverrideId: usage.imageOverrideId,
    })),
    contributorIds: [...recipe.contributorIds],
    nutrition: {
      hidden: recipe.nutrition.hidden,
      author: recipe.nutrition.author && {
        source: recipe.nutrition.author.source,
        values: nutrientTexts(recipe.nutrition.author.perServing),
      },
    },
    legacyRecipeData: recipe.legacyRecipeData,
  };
}

/** Figures as the form's texts ("" for a nutrient not given). */
export function nutrientTexts(
  values: Partial<Record<NutrientField, number | null>> | null,
): Record<NutrientField, string> {
  return Object.fromEntries(
    NUTRITION_FIELDS.map(([name]) => {
      const value = values?.[name];
      return [name, typeof value === "number" ? String(value) : ""];
    }),
  ) as Record<NutrientField, string>;
}

// ---------------------------------------------------------------------------------------
// Write: form → the API's write shape

/** Trimmed text, or null for nothing. */
const optional = (value: string) => {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};

/** Rich text that holds no words is no text: stored as null, like an empty field. */
export function meaningfulRichText(doc: RichText | null): RichText | null {
  if (!doc) return null;
  const hasContent = doc.children.some((block) =>
    block.type === "numbered-list" || block.type === "bulleted-list"
      ? block.children.some((item) => item.children.some(inlineHasContent))
      : block.children.some(inlineHasContent),
  );
  return hasContent ? doc : null;
}

function inlineHasContent(node: RichText["children"][number]["children"][number]): boolean {
  if ("type" in node) {
    if (node.type === "link") return node.children.some((leaf) => leaf.text.trim() !== "");
    if (node.type === "measurement" || node.type === "ingredient-usage-reference") return true;
    return false;
  }
  return node.text.trim() !== "";
}

/**
 * The write shape of the form, and the fields whose text could not be read (each an issue
 * with the path the API would use, so they show at the same place as the API's own).
 */
export function toRecipeBody(form: RecipeForm): { body: RecipeBodyOut; issues: Issue[] } {
  const issues: Issue[] = [];
  const minutes = (value: string, path: string) => {
    const parsed = parseMinutes(value);
    if (parsed.ok) return parsed.minutes;
    issues.push({ path, message: parsed.message });
    return null;
  };

  let yieldServings: number | null = null;
  if (form.yieldServings.trim()) {
    yieldServings = parseAmount(form.yieldServings);
    if (yieldServings === null)
      issues.push({ path: "yieldServings", message: "Enter a number of servings, like 4" });
  }

  const body: RecipeBodyOut = {
    title: form.title.trim(),
    slug: form.slug.trim(),
    description: meaningfulRichText(form.description),
    images: form.images.map((image) => ({ id: image.id, crop: image.crop })),
    videoId: optional(form.videoId),
    storyExcerpt: optional(form.storyExcerpt),
    storyMore: optional(form.storyMore),
    storyAudioKey: form.storyAudioKey,
    note: meaningfulRichText(form.note),
    legacyRecipeData: form.legacyRecipeData,
    privacySetting: form.privacySetting,
    prepTimeMinutes: minutes(form.prepTimeMinutes, "prepTimeMinutes"),
    cookTimeMinutes: minutes(form.cookTimeMinutes, "cookTimeMinutes"),
    customTimeLabel: optional(form.customTimeLabel),
    customTimeMinutes: minutes(form.customTimeMinutes, "customTimeMinutes"),
    yieldServings,
    servingDescription: optional(form.servingDescription),
    difficultyLevel: form.difficultyLevel || null,
    tagIds: form.tagIds,
    methodIds: form.methodIds,
    foodCategoryIds: form.foodCategoryIds,
    mealIds: form.mealIds,
    cuisineIds: form.cuisineIds,
    dietIds: form.dietIds,
    keywords: form.keywords,
    ingredientUsageGroups: form.ingredientGroups.map((group, g) => ({
      id: group.id,
      title: optional(group.title),
      note: meaningfulRichText(group.note),
      ingredientUsages: group.lines.map((line, l) => {
        const quantity = parseQuantity(line.quantity);
        if (!quantity.ok) {
          issues.push({
            path: `ingredientUsageGroups.${g}.ingredientUsages.${l}.quantityMin`,
            message: quantity.message,
          });
        }
        return {
          id: line.id,
          quantityMin: quantity.ok ? quantity.min : null,
          quantityMax: quantity.ok ? quantity.max : null,
          unitId: line.unitId || null,
          ingredientId: line.ingredientId || null,
          preparation: meaningfulRichText(line.preparation),
          ingredientTitleOverride: optional(line.ingredientTitleOverride),
          link: optional(line.link),
          note: meaningfulRichText(line.note),
          foodNdb: line.foodNdb || null,
        };
      }),
    })),
    instructionGroups: form.instructionGroups.map((group, g) => ({
      id: group.id,
      title: optional(group.title),
      note: meaningfulRichText(group.note),
      instructions: group.steps.map((step, s) => ({
        id: step.id,
        content: meaningfulRichText(step.content),
        timerMinutes: minutes(
          step.timerMinutes,
          `instructionGroups.${g}.instructions.${s}.timerMinutes`,
        ),
        note: meaningfulRichText(step.note),
        videoId: optional(step.videoId),
        imageIds: step.imageIds,
      })),
    })),
    equipmentUsages: form.equipment.map((usage) => ({
      id: usage.id,
      equipmentId: usage.equipmentId,
      link: optional(usage.link),
      note: optional(usage.note),
      imageOverrideId: usage.imageOverrideId,
      equipmentTitleOverride: optional(usage.equipmentTitleOverride),
    })),
    contributorIds: form.contributorIds,
    nutrition: {
      hidden: form.nutrition.hidden,
      author: form.nutrition.author && {
        source: form.nutrition.author.source,
        perServing: authorFigures(form.nutrition.author.values, issues),
      },
    },
  };
  return { body, issues };
}

/** The author's typed figures as numbers; calories are required, the rest as given. */
function authorFigures(
  values: Record<NutrientField, string>,
  issues: Issue[],
): { calories: number } & Partial<Record<NutrientField, number>> {
  const figures: Partial<Record<NutrientField, number>> = {};
  for (const [name] of NUTRITION_FIELDS) {
    const typed = values[name].trim().replace(",", ".");
    const path = `nutrition.author.perServing.${name}`;
    if (!typed) {
      if (name === "calories") issues.push({ path, message: "Enter the calories per serving" });
      continue;
    }
    const value = Number(typed);
    if (!Number.isFinite(value) || value < 0)
      issues.push({ path, message: "Enter a number, like 12.5" });
    else figures[name] = value;
  }
  return { calories: 0, ...figures };
}

/** The slug to show after the title changed: it follows the title until the author types one. */
export function slugAfterTitle(form: RecipeForm, title: string): string {
  if (!form.slugFollowsTitle) return form.slug;
  return slugify(title) || form.slug;
}
