import { useCallback, useMemo } from "react";
import { focusLater } from "../shared/focus-later";
import { removeByKey, replaceByKey } from "../shared/reorder";
import { byId, type Update } from "./form-update";

type Keyed = { id: string };

/** The group's field that holds its items: `lines` of an ingredient group, `steps` of a step group. */
type ItemsKey<Group> = {
  [K in keyof Group]: Group[K] extends Keyed[] ? K : never;
}[keyof Group];

type ItemOf<Group, K extends keyof Group> = Group[K] extends (infer Item)[] ? Item : never;

/**
 * What a group editor does to its own items (ingredient lines, steps), as stable callbacks:
 * change one, remove one (focus then goes to the group's Add button, since the removed
 * item's controls are gone), reorder, and add one (focus goes to the new item's first field).
 */
export function useGroupItems<Group extends Keyed, K extends ItemsKey<Group>>(
  group: Group,
  key: K,
  updateGroups: Update<Group[]>,
) {
  type Item = ItemOf<Group, K> & Keyed;
  const groupId = group.id;
  const addFocusKey = `${groupId}-add-${String(key)}`;

  const updateGroup: Update<Group> = useCallback(
    (change) => updateGroups((list) => replaceByKey(list, groupId, change, byId)),
    [groupId, updateGroups],
  );
  const updateItems = useCallback(
    (change: (items: Item[]) => Item[]) =>
      updateGroup((current) => ({ ...current, [key]: change(current[key] as Item[]) })),
    [key, updateGroup],
  );

  return useMemo(
    () => ({
      updateGroup,
      addFocusKey,
      updateItem: (itemId: string, change: (item: Item) => Item) =>
        updateItems((items) => replaceByKey(items, itemId, change, byId)),
      removeItem: (itemId: string) => {
        updateItems((items) => removeByKey(items, itemId, byId));
        focusLater(addFocusKey);
      },
      reorder: (items: Item[]) => updateItems(() => items),
      add: (item: Item) => {
        updateItems((items) => [...items, item]);
        focusLater(`${item.id}-first`);
      },
    }),
    [addFocusKey, updateGroup, updateItems],
  );
}
