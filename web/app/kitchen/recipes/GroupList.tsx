import { type ReactNode, useCallback, useState } from "react";
import { Dialog } from "../shared/Dialog";
import { FieldError, FormSection } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { focusLater } from "../shared/focus-later";
import { ReorderableList } from "../shared/ReorderableList";
import { removeByKey } from "../shared/reorder";
import { useRecipeEditor } from "./editor-context";
import { byId, type Update } from "./form-update";
import { AddItemButton } from "./GroupFrame";

type Props<Group extends { id: string }> = {
  legend: string;
  sectionId: string;
  /** The form field the groups post as, for its error. */
  field: "ingredientUsageGroups" | "instructionGroups";
  groups: Group[];
  updateGroups: Update<Group[]>;
  emptyText: string;
  listLabel: string;
  /** "Ingredient group 2 (For the dough)": the group's name in labels and questions. */
  groupName(group: Group, index: number): string;
  /** A group with something in it is removed only after a question; an empty one at once. */
  hasContent(group: Group): boolean;
  /** What else goes with a removed group, for that question. */
  removalNote(group: Group): ReactNode;
  newGroup(): Group;
  addLabel: string;
  addFocusKey: string;
  renderGroup(
    group: Group,
    place: { handle: ReactNode; index: number; onRemove(group: Group): void },
  ): ReactNode;
};

/**
 * A recipe's ingredient groups or step groups: reorderable, each added with focus on its
 * title, and removed (after a question when it holds anything) with focus back on Add.
 */
export function GroupList<Group extends { id: string }>(props: Props<Group>) {
  const { groups, updateGroups, groupName, hasContent, addFocusKey } = props;
  const { errors } = useRecipeEditor();
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);
  const removeGroup = useCallback(
    (id: string) => {
      updateGroups((list) => removeByKey(list, id, byId));
      focusLater(addFocusKey);
    },
    [addFocusKey, updateGroups],
  );
  const askRemoveGroup = useCallback(
    (group: Group) => (hasContent(group) ? setConfirmRemove(group.id) : removeGroup(group.id)),
    [hasContent, removeGroup],
  );
  const removing = groups.findIndex((group) => group.id === confirmRemove);
  const removingGroup = groups[removing];

  return (
    <FormSection legend={props.legend} id={props.sectionId}>
      <div id={fieldDomId(props.field)} tabIndex={-1}>
        <FieldError id={fieldDomId(props.field)} error={errors[props.field]} />
      </div>
      {groups.length === 0 ? <p className="subdued">{props.emptyText}</p> : null}
      <ReorderableList
        label={props.listLabel}
        items={groups}
        keyOf={byId}
        itemLabel={groupName}
        onReorder={(next) => updateGroups(() => next)}
        renderItem={(group, { handle, index }) =>
          props.renderGroup(group, { handle, index, onRemove: askRemoveGroup })
        }
      />
      <AddItemButton
        focusKey={addFocusKey}
        onAdd={() => {
          const group = props.newGroup();
          updateGroups((list) => [...list, group]);
          focusLater(`${group.id}-title`);
        }}
      >
        {props.addLabel}
      </AddItemButton>
      {removingGroup ? (
        <Dialog
          title={`Remove ${groupName(removingGroup, removing)}?`}
          confirmLabel="Remove group"
          tone="danger"
          onConfirm={() => {
            removeGroup(removingGroup.id);
            setConfirmRemove(null);
          }}
          onClose={() => setConfirmRemove(null)}
        >
          <p>{props.removalNote(removingGroup)}</p>
        </Dialog>
      ) : null}
    </FormSection>
  );
}
