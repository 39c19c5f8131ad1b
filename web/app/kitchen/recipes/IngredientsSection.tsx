import { memo, type ReactNode, useCallback, useState } from "react";
import { Dialog } from "../shared/Dialog";
import { FieldError, FormSection } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { focusLater } from "../shared/focus-later";
import { ReorderableList } from "../shared/ReorderableList";
import { removeByKey, replaceByKey } from "../shared/reorder";
import { useRecipeEditor } from "./editor-context";
import { byId, type SetForm, type Update } from "./form-update";
import { GroupFrame } from "./GroupFrame";
import { IngredientLineEditor } from "./IngredientLineEditor";
import {
  type IngredientGroupForm,
  type LineForm,
  newIngredientGroup,
  newLine,
} from "./recipe-form";

type Props = { groups: IngredientGroupForm[]; setForm: SetForm };

export const ingredientGroupName = (group: IngredientGroupForm, index: number) =>
  group.title.trim()
    ? `Ingredient group ${index + 1} (${group.title.trim()})`
    : `Ingredient group ${index + 1}`;

const hasContent = (group: IngredientGroupForm) =>
  group.title.trim() !== "" ||
  group.lines.some(
    (line) => line.quantity || line.ingredientId || line.ingredientTitleOverride || line.unitId,
  );

/** Ingredient groups ("For the dough") and their lines, all reorderable. */
export const IngredientsSection = memo(function IngredientsSection({ groups, setForm }: Props) {
  const { errors } = useRecipeEditor();
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);
  const updateGroups: Update<IngredientGroupForm[]> = useCallback(
    (change) => setForm((form) => ({ ...form, ingredientGroups: change(form.ingredientGroups) })),
    [setForm],
  );
  const removeGroup = useCallback(
    (id: string) => {
      updateGroups((list) => removeByKey(list, id, byId));
      focusLater("add-ingredient-group");
    },
    [updateGroups],
  );
  const askRemoveGroup = useCallback(
    (group: IngredientGroupForm) =>
      hasContent(group) ? setConfirmRemove(group.id) : removeGroup(group.id),
    [removeGroup],
  );
  const removing = groups.findIndex((group) => group.id === confirmRemove);

  return (
    <FormSection legend="Ingredients" id="section-ingredients">
      <div id={fieldDomId("ingredientUsageGroups")} tabIndex={-1}>
        <FieldError id={fieldDomId("ingredientUsageGroups")} error={errors.ingredientUsageGroups} />
      </div>
      {groups.length === 0 ? <p className="subdued">No ingredients yet.</p> : null}
      <ReorderableList
        label="Ingredient groups"
        items={groups}
        keyOf={byId}
        itemLabel={ingredientGroupName}
        onReorder={(next) => updateGroups(() => next)}
        renderItem={(group, { handle, index }) => (
          <IngredientGroupEditor
            group={group}
            index={index}
            handle={handle}
            updateGroups={updateGroups}
            onRemove={askRemoveGroup}
          />
        )}
      />
      <div className="kitem__add">
        <button
          type="button"
          className="button button--secondary"
          data-focus-key="add-ingredient-group"
          onClick={() => {
            const group = newIngredientGroup();
            updateGroups((list) => [...list, group]);
            focusLater(`${group.id}-title`);
          }}
        >
          Add ingredient group
        </button>
      </div>
      {removing !== -1 && groups[removing] ? (
        <Dialog
          title={`Remove ${ingredientGroupName(groups[removing], removing)}?`}
          confirmLabel="Remove group"
          tone="danger"
          onConfirm={() => {
            removeGroup(groups[removing]?.id ?? "");
            setConfirmRemove(null);
          }}
          onClose={() => setConfirmRemove(null)}
        >
          <p>Its {groups[removing].lines.length} ingredient lines go with it.</p>
        </Dialog>
      ) : null}
    </FormSection>
  );
});

type GroupProps = {
  group: IngredientGroupForm;
  index: number;
  handle: ReactNode;
  updateGroups: Update<IngredientGroupForm[]>;
  onRemove(group: IngredientGroupForm): void;
};

function IngredientGroupEditor({ group, index, handle, updateGroups, onRemove }: GroupProps) {
  const updateGroup: Update<IngredientGroupForm> = useCallback(
    (change) => updateGroups((list) => replaceByKey(list, group.id, change, byId)),
    [group.id, updateGroups],
  );
  const updateLine = useCallback(
    (lineId: string, change: (line: LineForm) => LineForm) =>
      updateGroup((current) => ({
        ...current,
        lines: replaceByKey(current.lines, lineId, change, byId),
      })),
    [updateGroup],
  );
  const removeLine = useCallback(
    (lineId: string) => {
      updateGroup((current) => ({ ...current, lines: removeByKey(current.lines, lineId, byId) }));
      focusLater(`${group.id}-add-line`);
    },
    [group.id, updateGroup],
  );
  const name = ingredientGroupName(group, index);

  return (
    <GroupFrame
      group={group}
      name={name}
      list="ingredientUsageGroups"
      titleHint="Optional, e.g. “For the dough”"
      handle={handle}
      onRemove={() => onRemove(group)}
      updateGroup={updateGroup}
    >
      <ReorderableList
        label={`Ingredients of ${name}`}
        items={group.lines}
        keyOf={byId}
        itemLabel={(_line, lineIndex) => `Ingredient ${lineIndex + 1} of ${name}`}
        onReorder={(lines) => updateGroup((current) => ({ ...current, lines }))}
        renderItem={(line, { handle: lineHandle, index: lineIndex }) => (
          <IngredientLineEditor
            groupId={group.id}
            line={line}
            index={lineIndex}
            handle={lineHandle}
            updateLine={updateLine}
            removeLine={removeLine}
          />
        )}
      />
      <div className="kitem__add">
        <button
          type="button"
          className="button button--secondary"
          data-focus-key={`${group.id}-add-line`}
          onClick={() => {
            const line = newLine();
            updateGroup((current) => ({ ...current, lines: [...current.lines, line] }));
            focusLater(`${line.id}-first`);
          }}
        >
          Add ingredient<span className="visually-hidden"> to {name}</span>
        </button>
      </div>
    </GroupFrame>
  );
}
