import type { RichText } from "@schema/content/rich-text";
import type { ReferenceLookup } from "./load-reference";
import { parseMarkup } from "./markup";

/**
 * Seed markup → rich text, with errors prefixed by where the text sits, so a bad unit
 * slug or a malformed `[[...]]` names its recipe or page. `usages` maps the current
 * recipe's line keys to ingredient usage ids; texts outside a recipe have none.
 */
export function seedRichText(
  text: string,
  where: string,
  ref: ReferenceLookup,
  usages: ReadonlyMap<string, string> = new Map(),
): RichText {
  try {
    return parseMarkup(text, {
      unitId: (slug) => ref.unitId(slug, where),
      usageId: (key) => {
        const id = usages.get(key);
        if (!id) throw new Error(`Seed: ${where} refers to unknown ingredient line "@${key}"`);
        return id;
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith("Seed: ")) throw error;
    throw new Error(`Seed: ${where}: ${message}`, { cause: error });
  }
}

/** Optional markup: absent stays null rather than becoming an empty document. */
export function optionalRichText(
  text: string | undefined,
  where: string,
  ref: ReferenceLookup,
  usages?: ReadonlyMap<string, string>,
): RichText | null {
  return text === undefined ? null : seedRichText(text, where, ref, usages);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
