import type { IngredientUsageView } from "@schema/api/public-read";
import { type PlainTextOptions, plainTextOf } from "../recipe/plain-text";
import { ingredientLineText, type LineOptions } from "./recipe-content";

/**
 * A line as plain text, for places without the page's markup (structured data, e-mails):
 * "½ cup unsalted butter, browned (or ghee)": the amount and name scaled and converted, the
 * preparation after a comma and the note in brackets, all the page shows of the line.
 */
export function ingredientSentence(
  usage: IngredientUsageView,
  line: LineOptions,
  text: PlainTextOptions,
): string {
  const base = ingredientLineText(usage, line);
  const preparation = plainTextOf(usage.preparation, text);
  const note = plainTextOf(usage.note, text);
  const prepared = preparation ? `${base}, ${preparation}` : base;
  return note ? `${prepared} (${note})` : prepared;
}
