import type { RichText } from "@schema/content/rich-text";
import { type ReactNode, useState } from "react";
import { TextField } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { RichTextField } from "../shared/RichTextField";
import { useRecipeEditor } from "./editor-context";
import type { Update } from "./form-update";
import { groupKey } from "./recipe-fields";

type GroupFields = { id: string; title: string; note: RichText | null };

type Props<Group extends GroupFields> = {
  group: Group;
  /** "Ingredient group 2" or its title: the heading, and the name controls are labelled by. */
  name: string;
  list: "ingredientUsageGroups" | "instructionGroups";
  titleHint: string;
  /** The drag and keyboard handle of the group's own place in its list. */
  handle: ReactNode;
  onRemove(): void;
  updateGroup: Update<Group>;
  /** The group's items and their Add button. */
  children: ReactNode;
};

/**
 * What an ingredient group and an instruction group share in the editor: the heading with
 * the group's handle and Remove, the optional title, and the note (behind 'Add a note to
 * this group' until there is one, or an error to show on it).
 */
export function GroupFrame<Group extends GroupFields>(props: Props<Group>) {
  const { group, name, list, titleHint, handle, onRemove, updateGroup, children } = props;
  const { errors, clearError, units } = useRecipeEditor();
  const [showNote, setShowNote] = useState(group.note !== null);
  const headingId = `${group.id}-heading`;
  const titleKey = groupKey(list, group.id, "title");
  const noteKey = groupKey(list, group.id, "note");

  return (
    <section className="kgroup" aria-labelledby={headingId}>
      <div className="kgroup__header">
        <h2 className="kgroup__title" id={headingId}>
          {name}
        </h2>
        <span className="kgroup__tools">
          {handle}
          <RemoveButton name={name} onRemove={onRemove} />
        </span>
      </div>
      <TextField
        id={fieldDomId(titleKey)}
        data-focus-key={`${group.id}-title`}
        label="Group title"
        hint={titleHint}
        maxLength={200}
        value={group.title}
        error={errors[titleKey]}
        onChange={(title) => {
          clearError(titleKey);
          updateGroup((current) => ({ ...current, title }));
        }}
      />
      {showNote || errors[noteKey] ? (
        <RichTextField
          id={fieldDomId(noteKey)}
          label="Group note"
          small
          units={units}
          value={group.note}
          error={errors[noteKey]}
          onChange={(note) => {
            clearError(noteKey);
            updateGroup((current) => ({ ...current, note }));
          }}
        />
      ) : (
        <button type="button" className="button--link" onClick={() => setShowNote(true)}>
          Add a note to this group
        </button>
      )}
      {children}
    </section>
  );
}

/** An Add button under a list (groups, a group's items); `focusKey` is where focus returns after a removal. */
export function AddItemButton({
  focusKey,
  onAdd,
  children,
}: {
  focusKey: string;
  onAdd(): void;
  children: ReactNode;
}) {
  return (
    <div className="kitem__add">
      <button
        type="button"
        className="button button--secondary"
        data-focus-key={focusKey}
        onClick={onAdd}
      >
        {children}
      </button>
    </div>
  );
}

/**
 * The header row of an item in a group (an ingredient line, a step): its title, then its
 * drag handle, the Details toggle and Remove, each named after the item for screen readers.
 */
export function ItemHeader({
  titleId,
  name,
  handle,
  details,
  onRemove,
  children,
}: {
  titleId: string;
  /** "Ingredient 2 of Ingredient group 1": what the buttons are labelled after. */
  name: string;
  handle: ReactNode;
  details: { open: boolean; id: string; toggle(): void };
  onRemove(): void;
  /** The visible title. */
  children: ReactNode;
}) {
  return (
    <div className="kitem__header">
      <span className="kitem__title" id={titleId}>
        {children}
      </span>
      <span className="kitem__tools">
        {handle}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={details.open}
          aria-controls={details.open ? details.id : undefined}
          onClick={details.toggle}
        >
          Details<span className="visually-hidden"> of {name}</span>
        </button>
        <RemoveButton name={name} onRemove={onRemove} />
      </span>
    </div>
  );
}

/** The × that removes a group or an item, named after it for screen readers. */
function RemoveButton({ name, onRemove }: { name: string; onRemove(): void }) {
  return (
    <button
      type="button"
      className="icon-button icon-button--danger"
      aria-label={`Remove ${name}`}
      onClick={onRemove}
    >
      ×
    </button>
  );
}
