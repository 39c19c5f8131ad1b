import type { RecipeBodyOut, RecipeForm } from "./recipe-form";

/**
 * Field keys of the recipe editor: the names errors are filed under and fields look theirs
 * up by. Items in lists are named by id, not position, so a message stays on its line
 * when lines are moved: `ingredientUsageGroups.<groupId>.ingredientUsages.<lineId>.quantity`.
 */

export const groupKey = (
  list: "ingredientUsageGroups" | "instructionGroups",
  groupId: string,
  field: string,
) => `${list}.${groupId}.${field}`;

export const lineKey = (groupId: string, lineId: string, field: string) =>
  `ingredientUsageGroups.${groupId}.ingredientUsages.${lineId}.${field}`;

export const stepKey = (groupId: string, stepId: string, field: string) =>
  `instructionGroups.${groupId}.instructions.${stepId}.${field}`;

export const equipmentKey = (usageId: string, field: string) =>
  `equipmentUsages.${usageId}.${field}`;

// One input stands for several fields of the write shape.
const FIELD_ALIASES: Record<string, string> = { quantityMin: "quantity", quantityMax: "quantity" };
const alias = (field: string) => FIELD_ALIASES[field] ?? field;

type IdOnly = { id: string };
type Listing = {
  ingredientUsageGroups: (IdOnly & { ingredientUsages: IdOnly[] })[];
  instructionGroups: (IdOnly & { instructions: IdOnly[] })[];
  equipmentUsages: IdOnly[];
};

/**
 * The field key of an issue path from the API or the schema ("ingredientUsageGroups.0.title"),
 * given the body that was checked (it knows which id sat at each index). Paths inside a
 * field (a rich-text node, the third tag id) land on the field itself; a path to an item
 * that is gone lands on its list.
 */
export function issueFieldKey(path: string, body: Listing): string {
  const [top = "", ...rest] = path.split(".");
  if (top === "ingredientUsageGroups" || top === "instructionGroups") {
    const group = body[top][Number(rest[0])];
    if (!group || rest[0] === undefined) return top;
    const field = rest[1];
    if (!field || field === "id") return groupKey(top, group.id, "title");
    const childList = top === "ingredientUsageGroups" ? "ingredientUsages" : "instructions";
    if (field !== childList) return groupKey(top, group.id, field);
    const children = (group as { [key: string]: IdOnly[] | string })[childList] as IdOnly[];
    const item = children[Number(rest[2])];
    if (!item) return groupKey(top, group.id, "title");
    const leaf = rest[3];
    const main = childList === "ingredientUsages" ? "quantity" : "content";
    return `${top}.${group.id}.${childList}.${item.id}.${!leaf || leaf === "id" ? main : alias(leaf)}`;
  }
  if (top === "equipmentUsages") {
    const usage = body.equipmentUsages[Number(rest[0])];
    if (!usage) return top;
    const field = rest[1];
    return equipmentKey(usage.id, !field || field === "id" ? "equipmentId" : field);
  }
  return top;
}

const TOP_LABELS: Record<string, string> = {
  title: "Title",
  slug: "Slug",
  description: "Description",
  images: "Images",
  videoId: "Video",
  storyExcerpt: "Story excerpt",
  storyMore: "Story, continued",
  storyAudioKey: "Story read aloud",
  note: "Note",
  privacySetting: "Who can read it",
  prepTimeMinutes: "Prep time",
  cookTimeMinutes: "Cook time",
  customTimeLabel: "Other time label",
  customTimeMinutes: "Other time",
  yieldServings: "Servings",
  servingDescription: "Serving description",
  difficultyLevel: "Difficulty",
  tagIds: "Tags",
  methodIds: "Methods",
  foodCategoryIds: "Categories",
  mealIds: "Meals",
  cuisineIds: "Cuisines",
  dietIds: "Diets",
  keywords: "Keywords",
  ingredientUsageGroups: "Ingredients",
  instructionGroups: "Instructions",
  equipmentUsages: "Equipment",
  contributorIds: "Contributors",
  legacyRecipeData: "Imported recipe data",
};

const LEAF_LABELS: Record<string, string> = {
  title: "title",
  note: "note",
  quantity: "amount",
  unitId: "unit",
  ingredientId: "ingredient",
  ingredientTitleOverride: "ingredient name",
  preparation: "preparation",
  link: "link",
  content: "text",
  timerMinutes: "timer",
  videoId: "video",
  imageIds: "images",
  equipmentId: "equipment",
  equipmentTitleOverride: "name",
  imageOverrideId: "picture",
};

/** A person's name for a field key: "Ingredients, group 2, line 3: amount". */
export function fieldLabel(key: string, form: RecipeForm): string {
  const [top = "", groupId, third, itemId, leaf] = key.split(".");
  const base = TOP_LABELS[top] ?? top;
  if (top === "equipmentUsages" && groupId) {
    const index = form.equipment.findIndex((usage) => usage.id === groupId);
    return `${base} ${index + 1}: ${LEAF_LABELS[third ?? ""] ?? third}`;
  }
  if ((top === "ingredientUsageGroups" || top === "instructionGroups") && groupId) {
    const groups = top === "ingredientUsageGroups" ? form.ingredientGroups : form.instructionGroups;
    const g = groups.findIndex((group) => group.id === groupId);
    const groupName = `group ${g + 1}`;
    if (third === "ingredientUsages" || third === "instructions") {
      const group = groups[g];
      const items: { id: string }[] = group ? ("lines" in group ? group.lines : group.steps) : [];
      const i = items.findIndex((item) => item.id === itemId);
      const itemName = third === "ingredientUsages" ? `line ${i + 1}` : `step ${i + 1}`;
      return `${base}, ${groupName}, ${itemName}: ${LEAF_LABELS[leaf ?? ""] ?? leaf}`;
    }
    return `${base}, ${groupName}: ${LEAF_LABELS[third ?? ""] ?? third}`;
  }
  return base;
}

/** The ids in a body, as issueFieldKey reads them. */
export const listingOf = (body: RecipeBodyOut): Listing => body;
