import type { RecipeDraft } from "@schema/api/recipe-import";
import { paragraphsFromText, type RichText } from "@schema/content/rich-text";
import { formatQuantityInput } from "../recipes/quantity-input";
import type { PreviewIngredient, PreviewUnit } from "./import-types";

/**
 * The preview's view of a draft's ingredient lines, and the creator's fixes to them. Pure,
 * so the page and its tests share it.
 */
export type DraftUsage = NonNullable<
  NonNullable<RecipeDraft["ingredientUsageGroups"]>[number]["ingredientUsages"]
>[number];

export type LineFields = {
  quantity: string;
  unitId: string;
  ingredientTitle: string;
  name: string;
  preparation: string;
  note: string;
};

/** A rich text's words, one paragraph per line. */
export function plainText(doc: RichText | null | undefined): string {
  if (!doc) return "";
  return doc.children
    .map((block) =>
      block.type === "paragraph" || block.type === "heading"
        ? block.children.map((node) => ("text" in node ? node.text : "")).join("")
        : "",
    )
    .join("\n");
}

export function lineFields(usage: DraftUsage, ingredients: PreviewIngredient[]): LineFields {
  return {
    quantity: formatQuantityInput(usage.quantityMin ?? null, usage.quantityMax ?? null),
    unitId: usage.unitId ?? "",
    ingredientTitle: ingredients.find((row) => row.id === usage.ingredientId)?.title ?? "",
    name: usage.ingredientTitleOverride ?? "",
    preparation: plainText(usage.preparation as RichText | null),
    note: plainText(usage.note as RichText | null),
  };
}

/** How the line will read: "2 cups all-purpose flour, sifted (optional)". */
export function lineSummary(
  usage: DraftUsage,
  units: PreviewUnit[],
  ingredients: PreviewIngredient[],
) {
  const quantity = formatQuantityInput(usage.quantityMin ?? null, usage.quantityMax ?? null);
  const unit = units.find((row) => row.id === usage.unitId);
  const plural = (usage.quantityMax ?? usage.quantityMin ?? 0) > 1;
  const ingredient = ingredients.find((row) => row.id === usage.ingredientId);
  const name = usage.ingredientTitleOverride || ingredient?.title || "";
  return {
    quantity,
    unit: unit ? (plural ? unit.pluralTitle : unit.title) : "",
    ingredient: name,
    /** Whether the ingredient is one of the catalogue's, so it converts. */
    known: Boolean(ingredient),
    /**
     * The catalogue's ingredient when the line keeps words of its own ("butter" read as
     * "unsalted butter"): the draft's Ingredient field shows the catalogue's, so the preview
     * says which it is. Empty when the two read the same.
     */
    match:
      ingredient && ingredient.title.toLowerCase() !== name.toLowerCase() ? ingredient.title : "",
    preparation: plainText(usage.preparation as RichText | null),
    note: plainText(usage.note as RichText | null),
  };
}

const text = (value: string) => (value.trim() ? paragraphsFromText(value) : null);

/** The usage with the creator's fields applied; the quantity already parsed by the form. */
export function applyFields(
  usage: DraftUsage,
  fields: LineFields,
  quantity: { min: number | null; max: number | null },
  ingredients: PreviewIngredient[],
): DraftUsage {
  const title = fields.ingredientTitle.trim().toLowerCase();
  const ingredient = ingredients.find((row) => row.title.toLowerCase() === title);
  return {
    ...usage,
    quantityMin: quantity.min,
    quantityMax: quantity.max,
    unitId: fields.unitId || null,
    ingredientId: ingredient?.id ?? null,
    // A name that is not in the catalogue is kept as the line's own words.
    ingredientTitleOverride:
      fields.name.trim() || (ingredient ? null : fields.ingredientTitle.trim() || null),
    preparation: text(fields.preparation),
    note: text(fields.note),
  };
}

export function replaceUsage(draft: RecipeDraft, next: DraftUsage): RecipeDraft {
  return {
    ...draft,
    ingredientUsageGroups: (draft.ingredientUsageGroups ?? []).map((group) => ({
      ...group,
      ingredientUsages: (group.ingredientUsages ?? []).map((usage) =>
        usage.id === next.id ? next : usage,
      ),
    })),
  };
}
