import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from "react";
import { Combobox } from "./Combobox";
import { FieldError } from "./Fields";
import { describedBy } from "./field-ids";
import type { SearchOption } from "./option-search";

function ChipList({
  label,
  chips,
  onRemove,
}: {
  label: string;
  chips: { key: string; label: string }[];
  onRemove(key: string, index: number): void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label={label}>
      {chips.map((chip, index) => (
        <li key={chip.key} className="chip">
          <span>{chip.label}</span>
          <button
            type="button"
            className="chip__remove"
            aria-label={`Remove ${chip.label}`}
            onClick={() => onRemove(chip.key, index)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

type MultiProps = {
  /** The field's name: "Cuisines". The picker is "Add cuisines", the chips "Chosen cuisines". */
  label: string;
  options: readonly SearchOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
};

/**
 * Several choices from a catalogue (taxonomies, featured recipes…), as removable chips plus
 * a search field to add more. Backspace in the empty field removes the last chip.
 */
export function ChipMultiSelect({ label, options, value, onChange, hint, error, id }: MultiProps) {
  const byValue = useMemo(
    () => new Map(options.map((option) => [option.value, option])),
    [options],
  );
  const chosen = new Set(value);
  const available = useMemo(
    () => options.filter((option) => !value.includes(option.value)),
    [options, value],
  );
  const removeFocusTarget = useRef<HTMLDivElement>(null);
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset here would add a second border and legend
    <div className="chip-field" ref={removeFocusTarget} role="group" aria-labelledby={labelId}>
      <span className="kfield__label" id={labelId}>
        {label}
      </span>
      <ChipList
        label={`Chosen ${label.toLowerCase()}`}
        chips={value.map((key) => ({ key, label: byValue.get(key)?.label ?? "(removed)" }))}
        onRemove={(key) => {
          onChange(value.filter((entry) => entry !== key));
          // The chip's button is gone: keep focus in the field rather than on <body>.
          removeFocusTarget.current?.querySelector<HTMLInputElement>("input")?.focus();
        }}
      />
      <Combobox
        label={`Add ${label.toLowerCase()}`}
        hideLabel
        options={available}
        display=""
        clearOnChoose
        hint={hint}
        error={error}
        id={id}
        placeholder={`Add ${label.toLowerCase()}…`}
        onChoose={(choice) => {
          if (choice?.kind === "option" && !chosen.has(choice.value))
            onChange([...value, choice.value]);
        }}
        onBackspaceEmpty={() => {
          if (value.length) onChange(value.slice(0, -1));
        }}
      />
    </div>
  );
}

type FreeProps = {
  label: string;
  value: readonly string[];
  onChange(value: string[]): void;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  maxLength?: number;
};

/**
 * Free words as chips (keywords): Enter or a comma adds what was typed, repeats are ignored,
 * Backspace in the empty field removes the last chip, pasting "a, b, c" adds three.
 */
export function ChipInput({
  label,
  value,
  onChange,
  hint,
  error,
  id: givenId,
  maxLength = 100,
}: FreeProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  const add = (text: string) => {
    const words = text
      .split(",")
      .map((word) => word.trim().slice(0, maxLength))
      .filter(Boolean);
    const seen = new Set(value.map((word) => word.toLowerCase()));
    const fresh = words.filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length) onChange([...value, ...fresh]);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && draft === "" && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="field kfield chip-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <ChipList
        label={label}
        chips={value.map((word, index) => ({ key: `${index}:${word}`, label: word }))}
        onRemove={(_key, index) => {
          onChange(value.filter((_, at) => at !== index));
          inputRef.current?.focus();
        }}
      />
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={draft}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(",")) add(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
