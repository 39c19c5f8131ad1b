import { diffArrays, diffWords } from "diff";
import type { VersionPart } from "./recipe-version";
import type { TextGroup, WritingField } from "./version-text";

/**
 * What restoring a version would change in its ingredients and steps, marked word by word
 * against what the editor holds (jsdiff's word diff: a quantity or a word changed in a long
 * step shows as just that). Lines and steps are matched by id, which a recipe keeps across its
 * saves, so a moved step is not read as one removed and another added.
 */

/** A run of text: the same in both, brought back by restoring, or taken out by it. */
export type DiffPart = { text: string; change: "same" | "added" | "removed" };

export type DiffItem = {
  id: string;
  /** Only in the version (restoring adds it), only in the editor (it goes), or in both. */
  presence: "both" | "added" | "removed";
  /** In both, but restoring puts it elsewhere among the others. */
  moved: boolean;
  parts: DiffPart[];
};

export type DiffGroup = { id: string; title: string; items: DiffItem[] };

const whole = (text: string, change: DiffPart["change"]): DiffPart[] => [{ text, change }];

function wordParts(from: string, to: string): DiffPart[] {
  return diffWords(from, to).map((change) => ({
    text: change.value,
    change: change.added ? "added" : change.removed ? "removed" : "same",
  }));
}

/**
 * The items in both that restoring moves: those off the longest run the two orders share
 * (jsdiff's array diff), so one step moved up is one move, not every step after it.
 */
function movedIds(version: TextGroup[], current: TextGroup[]): Set<string> {
  const ids = (groups: TextGroup[]) =>
    groups.flatMap((group) => group.items.map((item) => item.id));
  const inVersion = new Set(ids(version));
  const inCurrent = new Set(ids(current));
  const order = diffArrays(
    ids(current).filter((id) => inVersion.has(id)),
    ids(version).filter((id) => inCurrent.has(id)),
  );
  return new Set(order.filter((change) => change.added).flatMap((change) => change.value));
}

/**
 * The version's groups in its order, each item marked against the editor's item of the same
 * id; the editor's items the version lacks follow in their own group (or, when the version has
 * no such group, a group of their own at the end), marked as taken out.
 */
export function diffGroups(version: TextGroup[], current: TextGroup[]): DiffGroup[] {
  const currentItems = new Map(
    current.flatMap((group) => group.items.map((item) => [item.id, item] as const)),
  );
  const versionIds = new Set(version.flatMap((group) => group.items.map((item) => item.id)));
  const moved = movedIds(version, current);
  const goneFrom = (group: TextGroup): DiffItem[] =>
    group.items
      .filter((item) => !versionIds.has(item.id))
      .map((item) => ({
        id: item.id,
        presence: "removed",
        moved: false,
        parts: whole(item.text, "removed"),
      }));

  const groups: DiffGroup[] = version.map((group) => {
    const items: DiffItem[] = group.items.map((item) => {
      const now = currentItems.get(item.id);
      return now
        ? {
            id: item.id,
            presence: "both",
            moved: moved.has(item.id),
            parts: wordParts(now.text, item.text),
          }
        : { id: item.id, presence: "added", moved: false, parts: whole(item.text, "added") };
    });
    const sameGroup = current.find((other) => other.id === group.id);
    return { ...group, items: [...items, ...(sameGroup ? goneFrom(sameGroup) : [])] };
  });
  const versionGroupIds = new Set(version.map((group) => group.id));
  for (const group of current) {
    if (versionGroupIds.has(group.id)) continue;
    const items = goneFrom(group);
    if (items.length) groups.push({ id: group.id, title: group.title, items });
  }
  return groups;
}

/** Whether anything in the groups would change. */
export const anyChange = (groups: DiffGroup[]) =>
  groups.some((group) =>
    group.items.some((item) => item.moved || item.parts.some((part) => part.change !== "same")),
  );

/** A paragraph marked against the editor's, or a run of paragraphs the two hold alike. */
export type DiffParagraph = { parts: DiffPart[] } | { same: number };

const paragraphsOf = (text: string) =>
  text
    .split("\n")
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * What restoring would change in a piece of writing (a description, a story), paragraph by
 * paragraph: those it rewrites are marked word by word against the editor's paragraph in
 * their place, those it adds or takes out whole, and those alike are only counted, since a
 * story runs long and one changed sentence should not be looked for in all of it.
 */
export function diffParagraphs(version: string, current: string): DiffParagraph[] {
  const changes = diffArrays(paragraphsOf(current), paragraphsOf(version));
  const paragraphs: DiffParagraph[] = [];
  for (let at = 0; at < changes.length; at += 1) {
    const change = changes[at];
    if (!change) continue;
    if (!change.added && !change.removed) {
      paragraphs.push({ same: change.value.length });
      continue;
    }
    const next = changes[at + 1];
    // A run taken out followed by one brought in: the same place, rewritten.
    const rewritten = change.removed && next?.added ? next.value : [];
    if (rewritten.length) at += 1;
    const count = Math.max(change.value.length, rewritten.length);
    for (let index = 0; index < count; index += 1) {
      const from = change.value[index];
      const to = rewritten[index];
      if (from !== undefined && to !== undefined) paragraphs.push({ parts: wordParts(from, to) });
      else if (from !== undefined) {
        paragraphs.push({ parts: whole(from, change.added ? "added" : "removed") });
      } else if (to !== undefined) paragraphs.push({ parts: whole(to, "added") });
    }
  }
  return paragraphs;
}

export type WritingChange = {
  label: string;
  /** Empty when only the formatting or links of rich text differ. */
  paragraphs: DiffParagraph[];
};

/**
 * The fields of the writing that restoring would change, in the editor's order: marked
 * paragraph by paragraph, or, for rich text the recipe's parts say differs in words alike,
 * with no paragraphs.
 */
export function diffWriting(
  version: WritingField[],
  current: WritingField[],
  differences: readonly VersionPart[],
): WritingChange[] {
  return version.flatMap((field, at): WritingChange[] => {
    const paragraphs = diffParagraphs(field.text, current[at]?.text ?? "");
    if (paragraphs.some((paragraph) => "parts" in paragraph)) {
      return [{ label: field.label, paragraphs }];
    }
    return field.rich && differences.includes(field.part)
      ? [{ label: field.label, paragraphs: [] }]
      : [];
  });
}
