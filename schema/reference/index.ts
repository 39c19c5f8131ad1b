import { colorThemes } from "./color-themes";
import { equipment } from "./equipment";
import { ingredients } from "./ingredients";
import { taxonomies } from "./taxonomies";
import { fontFamilies, typeThemes } from "./type-themes";
import type {
  ColorThemeSeed,
  EquipmentSeed,
  IngredientSeed,
  TaxonomyKind,
  TaxonomySeed,
  TypeThemeSeed,
  UnitSeed,
} from "./types";
import { units } from "./units";

/** Every global catalogue the loader writes before any site content. */
export type Reference = {
  units: UnitSeed[];
  ingredients: IngredientSeed[];
  equipment: EquipmentSeed[];
  taxonomies: Record<TaxonomyKind, TaxonomySeed[]>;
  colorThemes: ColorThemeSeed[];
  typeThemes: TypeThemeSeed[];
  fontFamilies: string[];
};

// One object rather than re-exports, so callers take the reference set as a whole and the
// loader's signature documents everything it depends on.
export const reference: Reference = {
  units,
  ingredients,
  equipment,
  taxonomies,
  colorThemes,
  typeThemes,
  fontFamilies,
};
