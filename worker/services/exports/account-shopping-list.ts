import { shoppingListLines, shoppingListSources } from "@schema/db/shopping-lists";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../env";
import { inIdList } from "../../lib/sql-id-list";
import { type ArchiveWriter, jsonArray } from "./archive-writer";
import { pagesById } from "./paging";

const PAGE = 500;

/**
 * The reader's shopping list (one per account, in the platform's database):
 * shopping-list.json, each line as the list shows it with the recipes it came from. Answers
 * how many lines it wrote.
 */
export async function writeShoppingList(
  writer: ArchiveWriter,
  db: Db,
  userId: string,
): Promise<number> {
  let count = 0;
  const pages = pagesById(async (after, size) => {
    const lines = await db
      .select()
      .from(shoppingListLines)
      .where(and(eq(shoppingListLines.userId, userId), gt(shoppingListLines.id, after)))
      .orderBy(asc(shoppingListLines.id))
      .limit(size);
    const sources = lines.length
      ? await db
          .select()
          .from(shoppingListSources)
          .where(
            inIdList(
              shoppingListSources.lineId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(shoppingListSources.createdAt))
      : [];
    count += lines.length;
    return lines.map((line) => ({
      id: line.id,
      name: line.name,
      amount: line.amount,
      unit: line.unit,
      aisle: line.aisle,
      checked: line.checked,
      addedAt: line.createdAt,
      fromRecipes: sources
        .filter((source) => source.lineId === line.id)
        .map((source) => ({
          site: source.siteSlug,
          recipe: source.recipeSlug,
          recipeTitle: source.recipeTitle,
          amount: source.amount,
        })),
    }));
  }, PAGE);
  await writer.addText("shopping-list.json", jsonArray(pages));
  return count;
}
