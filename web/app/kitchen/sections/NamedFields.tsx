import type { ComponentProps, ReactNode } from "react";
import { FieldError, TextAreaField, TextField } from "../shared/Fields";
import { describedBy, fieldDomId } from "../shared/field-ids";
import { useSectionForm } from "./SectionForm";

/**
 * Kitchen fields that post under a name (the API's issue path, "links.0.href") and show
 * that name's error from the enclosing SectionForm. Text fields are the shared ones; the
 * shared select, radios and checkbox take no name, so these render the same markup with one.
 */

type Named = { name: string };

export function NamedText({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof TextField>, "id" | "error" | "name">) {
  const { error } = useSectionForm();
  return <TextField {...props} name={name} id={fieldDomId(name)} error={error(name)} />;
}

export function NamedTextArea({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof TextAreaField>, "id" | "error" | "name">) {
  const { error } = useSectionForm();
  return <TextAreaField {...props} name={name} id={fieldDomId(name)} error={error(name)} />;
}

type Option = { value: string; label: string };

export function NamedSelect({
  name,
  label,
  hint,
  value,
  onChange,
  options,
  emptyLabel,
  hideLabel,
}: Named & {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
  options: readonly Option[];
  emptyLabel?: string;
  hideLabel?: boolean;
}) {
  const { error } = useSectionForm();
  const id = fieldDomId(name);
  const message = error(name);
  return (
    <div className="field kfield">
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={message} />
    </div>
  );
}

export function NamedCheckbox({
  name,
  label,
  hint,
  checked,
  onChange,
}: Named & {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = fieldDomId(name);
  return (
    <div className="checkbox-field">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export type ChoiceOption<V extends string> = {
  value: V;
  label: string;
  description?: ReactNode;
  /** Drawn beside the label (a theme's swatches). */
  visual?: ReactNode;
};

/** One choice among a few: radio buttons in a fieldset whose legend names the field. */
export function NamedChoice<V extends string>({
  name,
  legend,
  hint,
  value,
  onChange,
  options,
  className,
}: Named & {
  legend: ReactNode;
  hint?: ReactNode;
  value: V;
  onChange(value: V): void;
  options: readonly ChoiceOption<V>[];
  className?: string;
}) {
  const { error } = useSectionForm();
  const id = fieldDomId(name);
  const message = error(name);
  return (
    <fieldset
      className={`kchoice ${className ?? ""}`}
      id={id}
      aria-describedby={describedBy(id, hint, message)}
      aria-invalid={message ? true : undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="kchoice__options">
        {options.map((option) => (
          <label key={option.value} className="kchoice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.visual}
            <span>
              {option.label}
              {option.description ? (
                <span className="kchoice__description">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={message} />
    </fieldset>
  );
}
