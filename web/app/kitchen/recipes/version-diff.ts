import { diffArrays, diffWords } from "diff";
import type { TextGroup } from "./version-text";

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
