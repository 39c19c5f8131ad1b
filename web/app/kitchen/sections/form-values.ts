/**
 * Kitchen section forms are real <form>s with named inputs, so they post without script too.
 * A field's name is the API's issue path ("links.2.href"), which lets an error from the
 * server (or from the same zod schema in the browser) land on the input that caused it.
 * These helpers turn posted fields back into the API's body shapes.
 */

export type FormTree = { [key: string]: FormNode };
export type FormNode = string | FormTree | FormNode[];

const isIndex = (segment: string) => /^\d{1,4}$/.test(segment);
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Dotted names to a tree: "links.0.href" → { links: [{ href }] }. Numeric segments make
 * arrays, kept in index order with gaps closed (a removed row leaves no hole). Files and
 * names that would touch the object prototype are ignored.
 */
export function formTree(entries: Iterable<[string, FormDataEntryValue]>): FormTree {
  const root: FormTree = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const path = name.split(".");
    if (path.some((part) => part === "" || FORBIDDEN.has(part))) continue;
    let node: Record<string, FormNode> = root;
    for (let depth = 0; depth < path.length; depth++) {
      const segment = path[depth] as string;
      // Inside an array only indices make sense; anything else drops the field.
      if (Array.isArray(node) && !isIndex(segment)) break;
      if (depth === path.length - 1) {
        node[segment] = value;
        break;
      }
      const existing = node[segment];
      if (existing === undefined || typeof existing === "string") {
        node[segment] = isIndex(path[depth + 1] ?? "") ? [] : {};
      }
      node = node[segment] as Record<string, FormNode>;
    }
  }
  return compact(root) as FormTree;
}

function compact(node: FormNode): FormNode {
  if (typeof node === "string") return node;
  // A removed row leaves a hole in the indices; filter() closes it up.
  if (Array.isArray(node)) return node.filter((item) => item !== undefined).map(compact);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compact(value)]));
}

/** A text field: trimmed; missing reads as "". */
export const text = (node: FormNode | undefined): string =>
  typeof node === "string" ? node.trim() : "";

/** An optional text: null when blank (the API's "cleared"). */
export const textOrNull = (node: FormNode | undefined): string | null => text(node) || null;

/** A checkbox: present when ticked (the browser sends "on", or the value given). */
export const checked = (node: FormNode | undefined): boolean =>
  typeof node === "string" && node !== "false";

/** Rows of a repeated group, whatever came in: always an array of subtrees. */
export function rows(node: FormNode | undefined): FormTree[] {
  if (!Array.isArray(node)) return [];
  return node.filter(
    (row): row is FormTree => typeof row === "object" && row !== null && !Array.isArray(row),
  );
}

/** A list of plain values ("featuredRecipeIds.0", ".1"…), blanks dropped. */
export function values(node: FormNode | undefined): string[] {
  if (!Array.isArray(node)) return [];
  return node.map((item) => text(item)).filter(Boolean);
}

/** A JSON document carried in a hidden input (rich text); null when blank or unreadable. */
export function json(node: FormNode | undefined): unknown {
  const raw = text(node);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
