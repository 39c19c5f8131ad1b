import type { UnitView } from "@schema/api/public-read";
import { useId, useState } from "react";
import { EditorDialog } from "./EditorDialog";
import { measurementLabel, parseQuantity } from "./measurement-label";

type Props = {
  units: UnitView[];
  onInsert(quantity: number, unitId: string): void;
  onClose(): void;
};

const KIND_LABELS: Record<UnitView["kind"], string> = {
  temperature: "Temperature",
  weight: "Weight",
  volume: "Volume",
  length: "Length",
  count: "Count",
  size: "Size",
  other: "Other",
};

/** Asks for a quantity and a unit, and inserts them as a measurement chip. */
export function MeasurementDialog({ units, onInsert, onClose }: Props) {
  const [quantityInput, setQuantityInput] = useState("");
  const [unitId, setUnitId] = useState(units[0]?.id ?? "");
  const [error, setError] = useState<string | null>(null);
  const quantityId = useId();
  const unitFieldId = useId();
  const errorId = useId();

  const quantity = parseQuantity(quantityInput);
  const unit = units.find((candidate) => candidate.id === unitId);
  const groups = Object.entries(KIND_LABELS)
    .map(([kind, label]) => ({ label, units: units.filter((u) => u.kind === kind) }))
    .filter((group) => group.units.length > 0);

  const submit = () => {
    if (quantity === null) {
      setError("Enter a number, like 350, 0.5 or 1 1/2.");
      return false;
    }
    if (!unit) {
      setError("Choose a unit.");
      return false;
    }
    onInsert(quantity, unit.id);
    return true;
  };

  return (
    <EditorDialog
      title="Insert measurement"
      submitLabel="Insert"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={quantityId}>Quantity</label>
        <input
          id={quantityId}
          inputMode="decimal"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this value
          autoFocus
          value={quantityInput}
          aria-invalid={error !== null && quantity === null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setQuantityInput(event.target.value);
            setError(null);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={unitFieldId}>Unit</label>
        <select
          id={unitFieldId}
          className="rte-select"
          value={unitId}
          onChange={(event) => setUnitId(event.target.value)}
        >
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.units.map((option) => (
                <option key={option.id} value={option.id}>
                  {/* "cup", not "cup (cup)": as the ingredient lines' unit picker shows it. */}
                  {option.abbreviation && option.abbreviation !== option.title
                    ? `${option.title} (${option.abbreviation})`
                    : option.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <p className="subdued small" aria-live="polite">
        {quantity !== null && unit ? `Shows as “${measurementLabel(quantity, unit)}”` : "\u00a0"}
      </p>
      {error ? (
        <p id={errorId} className="error-box" role="alert">
          {error}
        </p>
      ) : null}
    </EditorDialog>
  );
}
