/**
 * Pure list edits for ordered things (groups, lines, steps, images, links). They never
 * mutate: each returns a new array, or the same one when nothing changes, so React state
 * stays cheap to compare.
 */

/** Moves the item at `from` so it ends up at index `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return list as T[];
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (target === from) return list as T[];
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Moves the item whose key is `key` by `delta` places (-1 up, +1 down). */
export function moveByKey<T>(
  list: readonly T[],
  key: string,
  delta: number,
  keyOf: (item: T) => string,
): T[] {
  const from = list.findIndex((item) => keyOf(item) === key);
  if (from === -1) return list as T[];
  return moveItem(list, from, from + delta);
}

/** Moves the item with key `key` to where the item with key `beforeKey` is now (drag and drop). */
export function moveToKey<T>(
  list: readonly T[],
  key: string,
  targetKey: string,
  keyOf: (item: T) => string,
): T[] {
  const from = list.findIndex((item) => keyOf(item) === key);
  const to = list.findIndex((item) => keyOf(item) === targetKey);
  if (from === -1 || to === -1) return list as T[];
  return moveItem(list, from, to);
}

export function replaceByKey<T>(
  list: readonly T[],
  key: string,
  update: (item: T) => T,
  keyOf: (item: T) => string,
): T[] {
  let changed = false;
  const next = list.map((item) => {
    if (keyOf(item) !== key) return item;
    const updated = update(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : (list as T[]);
}

export function removeByKey<T>(list: readonly T[], key: string, keyOf: (item: T) => string): T[] {
  const next = list.filter((item) => keyOf(item) !== key);
  return next.length === list.length ? (list as T[]) : next;
}

/** Inserts after the item with key `afterKey`, or at the end when there is none. */
export function insertAfterKey<T>(
  list: readonly T[],
  item: T,
  afterKey: string | null,
  keyOf: (item: T) => string,
): T[] {
  const index = afterKey === null ? -1 : list.findIndex((entry) => keyOf(entry) === afterKey);
  const next = list.slice();
  next.splice(index === -1 ? list.length : index + 1, 0, item);
  return next;
}
