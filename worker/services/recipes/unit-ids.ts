import type { IngredientUsageGroupView } from "@schema/api/public-read";

/**
 * Unit ids a recipe's content names: every measurement node in any rich text of the value
 * (walked generically, so a rich-text field added later is covered too) plus the units of
 * its ingredient lines. Built from what is about to be sent, so a preview names only the
 * units of what it still shows.
 */
export function unitIdsIn(
  content: unknown,
  ingredientUsageGroups: readonly IngredientUsageGroupView[],
): Set<string> {
  const ids = new Set<string>();
  for (const group of ingredientUsageGroups) {
    for (const usage of group.ingredientUsages) if (usage.unit) ids.add(usage.unit.id);
  }
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const node = value as Record<string, unknown>;
    if (node.type === "measurement" && typeof node.unitId === "string") ids.add(node.unitId);
    for (const child of Object.values(node)) walk(child);
  };
  walk(content);
  return ids;
}
