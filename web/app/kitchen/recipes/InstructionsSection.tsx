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
import {
  type InstructionGroupForm,
  newInstructionGroup,
  newStep,
  type StepForm,
} from "./recipe-form";
import { StepEditor } from "./StepEditor";

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
  const { errors } = useRecipeEditor();
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);
  const updateGroups: Update<InstructionGroupForm[]> = useCallback(
    (change) => setForm((form) => ({ ...form, instructionGroups: change(form.instructionGroups) })),
    [setForm],
  );
  const removeGroup = useCallback(
    (id: string) => {
      updateGroups((list) => removeByKey(list, id, byId));
      focusLater("add-step-group");
    },
    [updateGroups],
  );
  const askRemoveGroup = useCallback(
    (group: InstructionGroupForm) =>
      hasContent(group) ? setConfirmRemove(group.id) : removeGroup(group.id),
    [removeGroup],
  );
  const removing = groups.findIndex((group) => group.id === confirmRemove);

  // Steps are numbered across groups, as the recipe page numbers them.
  let stepOffset = 0;
  const offsets = groups.map((group) => {
    const offset = stepOffset;
    stepOffset += group.steps.length;
    return offset;
  });

  return (
    <FormSection legend="Instructions" id="section-instructions">
      <div id={fieldDomId("instructionGroups")} tabIndex={-1}>
        <FieldError id={fieldDomId("instructionGroups")} error={errors.instructionGroups} />
      </div>
      {groups.length === 0 ? <p className="subdued">No steps yet.</p> : null}
      <ReorderableList
        label="Step groups"
        items={groups}
        keyOf={byId}
        itemLabel={instructionGroupName}
        onReorder={(next) => updateGroups(() => next)}
        renderItem={(group, { handle, index }) => (
          <InstructionGroupEditor
            group={group}
            index={index}
            firstStep={(offsets[index] ?? 0) + 1}
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
          data-focus-key="add-step-group"
          onClick={() => {
            const group = newInstructionGroup();
            updateGroups((list) => [...list, group]);
            focusLater(`${group.id}-title`);
          }}
        >
          Add step group
        </button>
      </div>
      {removing !== -1 && groups[removing] ? (
        <Dialog
          title={`Remove ${instructionGroupName(groups[removing], removing)}?`}
          confirmLabel="Remove group"
          tone="danger"
          onConfirm={() => {
            removeGroup(groups[removing]?.id ?? "");
            setConfirmRemove(null);
          }}
          onClose={() => setConfirmRemove(null)}
        >
          <p>Its {groups[removing].steps.length} steps go with it.</p>
        </Dialog>
      ) : null}
    </FormSection>
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
  const updateGroup: Update<InstructionGroupForm> = useCallback(
    (change) => updateGroups((list) => replaceByKey(list, group.id, change, byId)),
    [group.id, updateGroups],
  );
  const updateStep = useCallback(
    (stepId: string, change: (step: StepForm) => StepForm) =>
      updateGroup((current) => ({
        ...current,
        steps: replaceByKey(current.steps, stepId, change, byId),
      })),
    [updateGroup],
  );
  const removeStep = useCallback(
    (stepId: string) => {
      updateGroup((current) => ({ ...current, steps: removeByKey(current.steps, stepId, byId) }));
      focusLater(`${group.id}-add-step`);
    },
    [group.id, updateGroup],
  );
  const name = instructionGroupName(group, index);

  return (
    <GroupFrame
      group={group}
      name={name}
      list="instructionGroups"
      titleHint="Optional, e.g. “Make the filling”"
      handle={handle}
      onRemove={() => onRemove(group)}
      updateGroup={updateGroup}
    >
      <ReorderableList
        as="ol"
        label={`Steps of ${name}`}
        items={group.steps}
        keyOf={byId}
        itemLabel={(_step, stepIndex) => `Step ${firstStep + stepIndex}`}
        onReorder={(steps) => updateGroup((current) => ({ ...current, steps }))}
        renderItem={(step, { handle: stepHandle, index: stepIndex }) => (
          <StepEditor
            groupId={group.id}
            step={step}
            number={firstStep + stepIndex}
            handle={stepHandle}
            updateStep={updateStep}
            removeStep={removeStep}
          />
        )}
      />
      <div className="kitem__add">
        <button
          type="button"
          className="button button--secondary"
          data-focus-key={`${group.id}-add-step`}
          onClick={() => {
            const step = newStep();
            updateGroup((current) => ({ ...current, steps: [...current.steps, step] }));
            focusLater(`${step.id}-first`);
          }}
        >
          Add step<span className="visually-hidden"> to {name}</span>
        </button>
      </div>
    </GroupFrame>
  );
}
