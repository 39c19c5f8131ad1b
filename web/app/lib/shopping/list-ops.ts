import type { ShoppingListLine } from "@schema/api/shopping-list";

/**
 * The list page's changes applied to a list in the browser, as the API applies them: at
 * once on screen (and offline), before the account's answer replaces the list.
 */
export type ListChange =
  | { op: "add-line"; requestId: string; text: string }
  | {
      op: "edit";
      requestId: string;
      lineId: string;
      checked?: boolean;
      name?: string;
      amount?: string;
      unit?: string;
    }
  | { op: "remove"; lineId: string }
  | { op: "clear-checked"; requestId: string };

/** A line added in this browser that no answer has replaced yet: typed offline, signed out. */
export const isUnread = (line: Pick<ShoppingListLine, "id">) => line.id.startsWith(LOCAL_ID);
const LOCAL_ID = "local-";

export function applyChange(lines: ShoppingListLine[], change: ListChange): ShoppingListLine[] {
  switch (change.op) {
    case "add-line":
      return [
        ...lines,
        {
          // As typed, until the account's list reads it (signed out, it stays so).
          id: `${LOCAL_ID}${change.requestId}`,
          name: change.text,
          amount: "",
          unit: "",
          aisle: "other",
          aisleName: "Other",
          checked: false,
          ingredientId: null,
          measure: null,
          measureAmount: null,
          unitId: null,
          count: null,
          system: "imperial",
          sources: [],
        },
      ];
    case "edit": {
      const { op: _op, requestId: _id, lineId, ...edit } = change;
      const renamed = edit.name !== undefined;
      return lines.map((line) =>
        line.id === lineId
          ? {
              ...line,
              ...edit,
              ...(renamed && edit.name !== line.name ? { ingredientId: null } : {}),
            }
          : line,
      );
    }
    case "remove":
      return lines.filter((line) => line.id !== change.lineId);
    case "clear-checked":
      return lines.filter((line) => !line.checked);
  }
}

export type AisleGroup = { aisle: string; name: string; lines: ShoppingListLine[] };

/** Lines by aisle in the order the list has them, "Other" last. */
export function byAisle(lines: readonly ShoppingListLine[]): AisleGroup[] {
  const groups = new Map<string, AisleGroup>();
  for (const line of lines) {
    const group = groups.get(line.aisle) ?? { aisle: line.aisle, name: line.aisleName, lines: [] };
    group.lines.push(line);
    groups.set(line.aisle, group);
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.aisle !== "other"), ...all.filter((g) => g.aisle === "other")];
}

/** "1¼ cups all-purpose flour". */
export const lineText = (line: Pick<ShoppingListLine, "amount" | "unit" | "name">) =>
  [line.amount, line.unit, line.name].filter(Boolean).join(" ");

/** The list as plain text for sharing: what is still to buy, by aisle. */
export function listAsText(lines: readonly ShoppingListLine[]): string {
  const groups = byAisle(lines.filter((line) => !line.checked));
  const parts = groups.map(
    (group) => `${group.name}\n${group.lines.map((line) => `- ${lineText(line)}`).join("\n")}`,
  );
  return ["Shopping list", ...parts].join("\n\n");
}

/** One recipe a line came from, with every amount it put there. */
export type LineRecipe = {
  key: string;
  siteSlug: string;
  recipeSlug: string;
  title: string;
  /** "4 cloves + 8 cloves", or empty. */
  amounts: string;
};

/**
 * Where a line came from ("From Tikka Masala (4 cloves + 8 cloves), Naan (1 clove)"): each
 * recipe named once however many times it was added (at one scale, then another).
 */
export function lineRecipes(sources: ShoppingListLine["sources"]): LineRecipe[] {
  const byRecipe = new Map<string, LineRecipe & { added: string[] }>();
  for (const source of sources) {
    const key = `${source.siteId}/${source.recipeId}`;
    const entry = byRecipe.get(key) ?? {
      key,
      siteSlug: source.siteSlug,
      recipeSlug: source.recipeSlug,
      title: source.recipeTitle,
      amounts: "",
      added: [],
    };
    if (source.amount) entry.added.push(source.amount);
    byRecipe.set(key, entry);
  }
  return [...byRecipe.values()].map(({ added, ...recipe }) => ({
    ...recipe,
    amounts: added.join(" + "),
  }));
}

/**
 * Where a recipe of the list is read: on this site by its path; on another by its platform
 * address, which leads on to the site's own domain and its recipe's current address.
 */
export type RecipeAddresses = { protocol: string; platformHost: string; siteSlug: string | null };

export function lineRecipeHref(recipe: LineRecipe, at: RecipeAddresses): string {
  const path = `/recipes/${encodeURIComponent(recipe.recipeSlug)}`;
  if (recipe.siteSlug === at.siteSlug) return path;
  return `${at.protocol}//${recipe.siteSlug}.${at.platformHost}${path}`;
}
