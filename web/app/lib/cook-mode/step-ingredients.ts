import type {
  IngredientUsageView,
  InstructionGroupView,
  InstructionView,
} from "@schema/api/public-read";
import type { InlineNode, RichText } from "@schema/content/rich-text";

/**
 * Which ingredient lines a step uses, for cook mode's "for this step" list. Two sources, in
 * this order of trust:
 *
 * 1. The links the author made: an ingredient-usage-reference in the step's text names its line.
 * 2. The step's words: a line whose name (its title, plural title or override; "Salt, to
 *    taste" is "salt") appears as whole words, with a plural or singular ending allowed
 *    ("onion" finds "onions"). Failing that, the name's last word alone ("butter" for
 *    "unsalted butter", "oil" for "olive oil"), but only when no other line of the recipe
 *    ends in the same word: "butter" says nothing when there are two butters.
 *
 * A longer name wins the words it covers, so "garlic powder" in a step does not also bring
 * in the "garlic" cloves. Words a step washes or cools with ("rinse under cold water", "an
 * ice bath") name no line. Lines come in the order the step first mentions them.
 */

export type CookStep = {
  instruction: InstructionView;
  /** 1-based, running on across groups, like the page's numbers. */
  number: number;
  /** The group's title, when it has one ("Make the sauce"). */
  groupTitle: string | null;
  ingredients: IngredientUsageView[];
};

/** Every step of the (visible) groups, numbered, with the ingredient lines each one uses. */
export function cookSteps(
  groups: InstructionGroupView[],
  usages: IngredientUsageView[],
): CookStep[] {
  let number = 0;
  return groups.flatMap((group) =>
    group.instructions.map((instruction) => ({
      instruction,
      number: ++number,
      groupTitle: group.title?.trim() || null,
      ingredients: stepIngredients(instruction.content, usages),
    })),
  );
}

type Mention = { usageId: string; start: number; end: number };

export function stepIngredients(
  content: RichText | null | undefined,
  usages: IngredientUsageView[],
): IngredientUsageView[] {
  const { text, references } = readStep(content);
  const byId = new Map(usages.map((usage) => [usage.id, usage]));
  const firstMention = new Map<string, number>();
  for (const reference of references) {
    if (byId.has(reference.usageId) && !firstMention.has(reference.usageId)) {
      firstMention.set(reference.usageId, reference.start);
    }
  }

  const names = usages.flatMap((usage) => nameVariants(usage).map((words) => ({ usage, words })));
  // How many lines end in each word (a line's plural title counts with its title).
  const heads = new Map<string, Set<string>>();
  for (const { usage, words } of names) {
    const head = singular(words.at(-1) ?? "");
    heads.set(head, (heads.get(head) ?? new Set()).add(usage.id));
  }

  // Whole names first, longest first, so each claims its words before a shorter name or a
  // last word alone can.
  const claimed: Mention[] = [];
  const claim = (candidates: Mention[]) => {
    for (const mention of candidates) {
      if (claimed.some((other) => mention.start < other.end && other.start < mention.end)) continue;
      claimed.push(mention);
      const known = firstMention.get(mention.usageId);
      if (known === undefined || mention.start < known) {
        firstMention.set(mention.usageId, mention.start);
      }
    }
  };
  const fullNames = names.sort((a, b) => b.words.join(" ").length - a.words.join(" ").length);
  claim(fullNames.flatMap(({ usage, words }) => findWords(text, words, usage.id)));
  claim(
    fullNames.flatMap(({ usage, words }) => {
      const head = words.at(-1);
      if (words.length < 2 || !head || heads.get(singular(head))?.size !== 1) return [];
      return findWords(text, [head], usage.id);
    }),
  );

  return usages
    .filter((usage) => firstMention.has(usage.id))
    .map((usage, order) => ({ usage, order, at: firstMention.get(usage.id) ?? 0 }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ usage }) => usage);
}

/** Lower case, accents off, anything but letters and digits a space: "Jalapeño" is "jalapeno". */
function normalize(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ");
}

/** The step as words, with where each ingredient reference stands in them. */
function readStep(content: RichText | null | undefined) {
  let text = " ";
  const references: Mention[] = [];
  const inline = (nodes: InlineNode[]) => {
    for (const node of nodes) {
      // Leaves run on (a word may be half bold); anything else stands between words.
      if ("text" in node) text += normalize(node.text);
      else if (node.type === "link")
        text += ` ${normalize(node.children.map((l) => l.text).join(""))} `;
      else {
        if (node.type === "ingredient-usage-reference") {
          references.push({
            usageId: node.ingredientUsageId,
            start: text.length,
            end: text.length,
          });
        }
        text += " ";
      }
    }
  };
  for (const block of content?.children ?? []) {
    if (block.type === "paragraph" || block.type === "heading") inline(block.children);
    else for (const item of block.children) inline(item.children);
    text += " ";
  }
  return { text, references };
}

/**
 * The words of a line's names: its override up to the first comma or bracket, else its title
 * and its plural title ("leaf", "leaves").
 */
function nameVariants(usage: IngredientUsageView): string[][] {
  const override = usage.ingredientTitleOverride?.trim();
  const names = override
    ? [override.split(/[,(]/)[0] ?? ""]
    : [usage.ingredient?.title ?? "", usage.ingredient?.pluralTitle ?? ""];
  const variants = names
    .map((name) => normalize(name).trim())
    .filter((name, index, all) => name && all.indexOf(name) === index);
  return variants.map((name) => name.split(" "));
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith("es")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** Where `words` stand in `text` as whole words, the last one in singular or plural. */
function findWords(text: string, words: string[], usageId: string): Mention[] {
  const last = words.at(-1);
  if (!last) return [];
  const stem = singular(last);
  // Normalized words are letters and digits only: nothing in them means anything to a RegExp.
  const endings = [...new Set([last, stem, `${stem}s`, `${stem}es`])].join("|");
  const pattern = [...words.slice(0, -1), `(?:${endings})`].join(" ");
  const found: Mention[] = [];
  for (const match of text.matchAll(new RegExp(`(?<= )${pattern}(?= )`, "g"))) {
    const end = match.index + match[0].length;
    if (rinsing(text.slice(0, match.index), text.slice(end))) continue;
    found.push({ usageId, start: match.index, end });
  }
  return found;
}

/**
 * Water a step washes or cools with, not the water the recipe measures out: "rinse under
 * cold running water", "wash in cold water", "into an ice water bath". A line called water
 * is listed for the dough or the sauce; these words never mean it.
 */
function rinsing(before: string, after: string): boolean {
  const lead = before.trimEnd().split(" ").slice(-5);
  return (
    lead.some((word) => word === "under" || word === "rinse" || word === "wash") ||
    /^ (bath|baths) /.test(after)
  );
}
