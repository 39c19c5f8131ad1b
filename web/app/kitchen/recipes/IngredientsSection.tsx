import { memo, type ReactNode, useCallback } from "react";
import { ReorderableList } from "../shared/ReorderableList";
import { byId, type SetForm, type Update } from "./form-update";
import { AddItemButton, GroupFrame } from "./GroupFrame";
import { GroupList } from "./GroupList";
import { IngredientLineEditor } from "./IngredientLineEditor";
import { type IngredientGroupForm, newIngredientGroup, newLine } from "./recipe-form";
import { useGroupItems } from "./use-group-items";

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
  const updateGroups: Update<IngredientGroupForm[]> = useCallback(
    (change) => setForm((form) => ({ ...form, ingredientGroups: change(form.ingredientGroups) })),
    [setForm],
  );
  return (
    <GroupList
      legend="Ingredients"
      sectionId="section-ingredients"
      field="ingredientUsageGroups"
      groups={groups}
      updateGroups={updateGroups}
      emptyText="No ingredients yet."
      listLabel="Ingredient groups"
      groupName={ingredientGroupName}
      hasContent={hasContent}
      removalNote={({ lines }) =>
        lines.length === 1
          ? "Its ingredient line goes with it."
          : `Its ${lines.length} ingredient lines go with it.`
      }
      newGroup={newIngredientGroup}
      addLabel="Add ingredient group"
      addFocusKey="add-ingredient-group"
      renderGroup={(group, { handle, index, onRemove }) => (
        <IngredientGroupEditor
          group={group}
          index={index}
          handle={handle}
          updateGroups={updateGroups}
          onRemove={onRemove}
        />
      )}
    />
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
  const lines = useGroupItems(group, "lines", updateGroups);
  const name = ingredientGroupName(group, index);

  return (
    <GroupFrame
      group={group}
      name={name}
      list="ingredientUsageGroups"
      titleHint="Optional, e.g. “For the dough”"
      handle={handle}
      onRemove={() => onRemove(group)}
      updateGroup={lines.updateGroup}
    >
      <ReorderableList
        label={`Ingredients of ${name}`}
        items={group.lines}
        keyOf={byId}
        itemLabel={(_line, lineIndex) => `Ingredient ${lineIndex + 1} of ${name}`}
        onReorder={lines.reorder}
        renderItem={(line, { handle: lineHandle, index: lineIndex }) => (
          <IngredientLineEditor
            groupId={group.id}
            line={line}
            index={lineIndex}
            handle={lineHandle}
            updateLine={lines.updateItem}
            removeLine={lines.removeItem}
          />
        )}
      />
      <AddItemButton focusKey={lines.addFocusKey} onAdd={() => lines.add(newLine())}>
        Add ingredient<span className="visually-hidden"> to {name}</span>
      </AddItemButton>
    </GroupFrame>
  );
}
