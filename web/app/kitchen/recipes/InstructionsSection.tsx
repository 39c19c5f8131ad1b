import { memo, type ReactNode, useCallback } from "react";
import { ReorderableList } from "../shared/ReorderableList";
import { byId, type SetForm, type Update } from "./form-update";
import { AddItemButton, GroupFrame } from "./GroupFrame";
import { GroupList } from "./GroupList";
import { type InstructionGroupForm, newInstructionGroup, newStep } from "./recipe-form";
import { StepEditor } from "./StepEditor";
import { useGroupItems } from "./use-group-items";

type Props = { groups: InstructionGroupForm[]; setForm: SetForm };

export const instructionGroupName = (group: InstructionGroupForm, index: number) =>
  group.title.trim()
    ? `Step group ${index + 1} (${group.title.trim()})`
    : `Step group ${index + 1}`;

const hasContent = (group: InstructionGroupForm) =>
  group.title.trim() !== "" ||
  group.steps.some((step) => step.content !== null || step.timerMinutes !== "");

/** Instruction groups and their steps, all reorderable. */
export const InstructionsSection = memo(function InstructionsSection({ groups, setForm }: Props) {
  const updateGroups: Update<InstructionGroupForm[]> = useCallback(
    (change) => setForm((form) => ({ ...form, instructionGroups: change(form.instructionGroups) })),
    [setForm],
  );
  // Steps are numbered across groups, as the recipe page numbers them.
  let stepOffset = 0;
  const offsets = groups.map((group) => {
    const offset = stepOffset;
    stepOffset += group.steps.length;
    return offset;
  });
  return (
    <GroupList
      legend="Instructions"
      sectionId="section-instructions"
      field="instructionGroups"
      groups={groups}
      updateGroups={updateGroups}
      emptyText="No steps yet."
      listLabel="Step groups"
      groupName={instructionGroupName}
      hasContent={hasContent}
      removalNote={({ steps }) =>
        steps.length === 1 ? "Its step goes with it." : `Its ${steps.length} steps go with it.`
      }
      newGroup={newInstructionGroup}
      addLabel="Add step group"
      addFocusKey="add-step-group"
      renderGroup={(group, { handle, index, onRemove }) => (
        <InstructionGroupEditor
          group={group}
          index={index}
          firstStep={(offsets[index] ?? 0) + 1}
          handle={handle}
          updateGroups={updateGroups}
          onRemove={onRemove}
        />
      )}
    />
  );
});

type GroupProps = {
  group: InstructionGroupForm;
  index: number;
  firstStep: number;
  handle: ReactNode;
  updateGroups: Update<InstructionGroupForm[]>;
  onRemove(group: InstructionGroupForm): void;
};

function InstructionGroupEditor({
  group,
  index,
  firstStep,
  handle,
  updateGroups,
  onRemove,
}: GroupProps) {
  const steps = useGroupItems(group, "steps", updateGroups);
  const name = instructionGroupName(group, index);

  return (
    <GroupFrame
      group={group}
      name={name}
      list="instructionGroups"
      titleHint="Optional, e.g. “Make the filling”"
      handle={handle}
      onRemove={() => onRemove(group)}
      updateGroup={steps.updateGroup}
    >
      <ReorderableList
        as="ol"
        label={`Steps of ${name}`}
        items={group.steps}
        keyOf={byId}
        itemLabel={(_step, stepIndex) => `Step ${firstStep + stepIndex}`}
        onReorder={steps.reorder}
        renderItem={(step, { handle: stepHandle, index: stepIndex }) => (
          <StepEditor
            groupId={group.id}
            step={step}
            number={firstStep + stepIndex}
            handle={stepHandle}
            updateStep={steps.updateItem}
            removeStep={steps.removeItem}
          />
        )}
      />
      <AddItemButton focusKey={steps.addFocusKey} onAdd={() => steps.add(newStep())}>
        Add step<span className="visually-hidden"> to {name}</span>
      </AddItemButton>
    </GroupFrame>
  );
}
