import { reference } from "@schema/reference/index";

/** The reference catalogue's id of an ingredient or unit slug (loadReferenceCatalogues). */
export const refId = (list: "ingredients" | "units", slug: string) => {
  const found = reference[list].find((item) => item.slug === slug);
  if (!found) throw new Error(`no ${list} ${slug}`);
  return found.id;
};

/** A recipe line of `grams` grams of an ingredient row's id. */
export const gramsLine = (grams: number, ingredientId: string, extra: object = {}) => ({
  quantityMin: grams,
  unitId: refId("units", "gram"),
  ingredientId,
  ...extra,
});
