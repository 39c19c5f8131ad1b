import { useId, useState } from "react";
import { EditorDialog } from "./EditorDialog";

type Props = {
  ingredientUsages: { id: string; label: string }[];
  onInsert(ingredientUsageId: string): void;
  onClose(): void;
};

/** Picks one of this recipe's ingredient lines to mention in the text. */
export function IngredientReferenceDialog({ ingredientUsages, onInsert, onClose }: Props) {
  const [selected, setSelected] = useState(ingredientUsages[0]?.id ?? "");
  const selectId = useId();

  const submit = () => {
    if (!ingredientUsages.some((usage) => usage.id === selected)) return false;
    onInsert(selected);
    return true;
  };

  return (
    <EditorDialog
      title="Mention an ingredient"
      submitLabel="Insert"
      onSubmit={submit}
      onClose={onClose}
    >
      {ingredientUsages.length === 0 ? (
        <p role="alert">This recipe has no ingredient lines yet. Add ingredients first.</p>
      ) : (
        <div className="field">
          <label htmlFor={selectId}>Ingredient line</label>
          <select
            id={selectId}
            className="rte-select"
            // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this value
            autoFocus
            value={selected}
            onChange={(event) => setSelected(event.target.value)}
          >
            {ingredientUsages.map((usage) => (
              <option key={usage.id} value={usage.id}>
                {usage.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </EditorDialog>
  );
}
