import type { ShoppingListLine } from "@schema/api/shopping-list";
import { ingredients } from "@schema/db/ingredients";
import { units } from "@schema/db/units";
import { and, eq, isNull } from "drizzle-orm";
import { call, db } from "./factories";
import { loadReferenceCatalogues } from "./reference-catalogues";

/** The platform catalogue's rows by slug, for recipes the shopping list merges. */
export async function shoppingCatalogue() {
  await loadReferenceCatalogues();
  const unit = async (slug: string) => {
    const [row] = await db().select().from(units).where(eq(units.slug, slug));
    if (!row) throw new Error(`no unit ${slug}`);
    return row;
  };
  const ingredient = async (slug: string) => {
    const [row] = await db()
      .select()
      .from(ingredients)
      .where(and(eq(ingredients.slug, slug), isNull(ingredients.siteId)));
    if (!row) throw new Error(`no ingredient ${slug}`);
    return row;
  };
  return {
    cup: await unit("cup"),
    tablespoon: await unit("tablespoon"),
    teaspoon: await unit("teaspoon"),
    gram: await unit("gram"),
    clove: await unit("clove"),
    flour: await ingredient("all-purpose-flour"),
    egg: await ingredient("egg"),
    garlic: await ingredient("garlic"),
    salt: await ingredient("salt"),
  };
}

let requests = 0;
/** A fresh client request id. */
export const requestId = () => `req-${Date.now().toString(36)}-${(requests++).toString(36)}`;

/** The list's line of this name (the test fails loudly when it is missing). */
export function lineNamed(lines: readonly ShoppingListLine[], name: string): ShoppingListLine {
  const line = lines.find((candidate) => candidate.name === name);
  if (!line) throw new Error(`no line "${name}" in ${JSON.stringify(lines.map((l) => l.name))}`);
  return line;
}

/** POST shopping-list/recipes as this session. */
export const addRecipe = (
  token: string | undefined,
  recipe: { siteSlug: string; recipeSlug: string },
  options: { scale?: number; system?: "metric" | "imperial"; requestId?: string } = {},
) =>
  call("POST", "/shopping-list/recipes", {
    token,
    json: {
      requestId: options.requestId ?? requestId(),
      scale: 1,
      system: "imperial",
      ...recipe,
      ...options,
    },
  });
