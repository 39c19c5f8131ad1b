import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
} from "react";
import { describedBy } from "./field-ids";

/**
 * The kitchen's form fields: a visible label, an optional hint, and the field's error right
 * under it (aria-invalid + aria-describedby, so a screen reader hears why). Controlled: pass
 * `value` and `onChange(value)`. Pass `id` when an error summary must link to the field
 * (see field-ids.ts); otherwise one is made up.
 */

type Common = {
  label: ReactNode;
  /** Text shown under the label, e.g. what the field is for or the format it takes. */
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  /** For fields whose label the layout already shows (a table column): still announced. */
  hideLabel?: boolean;
  className?: string;
};

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  );
}

function FieldLabel({ id, label, hint, hideLabel }: Common & { id: string }) {
  return (
    <>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

/**
 * What an author typed before the page hydrated. React leaves it on screen, but the state
 * behind the field does not know it, so the form's next render put the old value back: a
 * price typed on a slow phone vanished as soon as the next field changed. A field whose text
 * differs from what the server rendered (its default) was typed in; its text is taken into
 * the state once, at mount.
 */
function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onChange: (value: string) => void,
) {
  const ref = useRef<T>(null);
  // Once, at mount: later values are React's own.
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== field.defaultValue && field.value !== value) {
      onChange(field.value);
    }
  }, []);
  return ref;
}

type InputProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id"> & {
    value: string;
    onChange(value: string): void;
    inputRef?: Ref<HTMLInputElement>;
    /** Text or a small control after the input (a unit, a button). */
    suffix?: ReactNode;
  };

export function TextField({
  label,
  hint,
  error,
  id: givenId,
  hideLabel,
  className,
  value,
  onChange,
  inputRef,
  suffix,
  ...input
}: InputProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  useImperativeHandle(inputRef, () => ref.current as HTMLInputElement);
  const control = (
    <input
      {...input}
      ref={ref}
      id={id}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className={`field kfield ${className ?? ""}`}>
      <FieldLabel id={id} label={label} hint={hint} hideLabel={hideLabel} />
      {suffix ? (
        <div className="kfield__with-suffix">
          {control}
          {suffix}
        </div>
      ) : (
        control
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

type TextAreaProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "id"> & {
    value: string;
    onChange(value: string): void;
  };

export function TextAreaField({
  label,
  hint,
  error,
  id: givenId,
  hideLabel,
  className,
  value,
  onChange,
  rows = 4,
  ...area
}: TextAreaProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const ref = useTypedBeforeHydration<HTMLTextAreaElement>(value, onChange);
  return (
    <div className={`field kfield ${className ?? ""}`}>
      <FieldLabel id={id} label={label} hint={hint} hideLabel={hideLabel} />
      <textarea
        {...area}
        ref={ref}
        id={id}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export type SelectOption = { value: string; label: string };
export type SelectGroup = { label: string; options: SelectOption[] };

type SelectProps = Common & {
  /** The name the field posts under, for forms that also work without script. */
  name?: string;
  value: string;
  onChange(value: string): void;
  /** Flat options, or groups shown as <optgroup>s. */
  options: readonly SelectOption[] | readonly SelectGroup[];
  /** The label of the empty choice ("" value); leave out to require a choice. */
  emptyLabel?: string;
  disabled?: boolean;
};

const isGrouped = (
  options: readonly SelectOption[] | readonly SelectGroup[],
): options is readonly SelectGroup[] => options.length > 0 && "options" in (options[0] as object);

export function SelectField({
  label,
  hint,
  error,
  id: givenId,
  hideLabel,
  className,
  name,
  value,
  onChange,
  options,
  emptyLabel,
  disabled,
}: SelectProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={`field kfield ${className ?? ""}`}>
      <FieldLabel id={id} label={label} hint={hint} hideLabel={hideLabel} />
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {isGrouped(options)
          ? options.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))
          : (options as readonly SelectOption[]).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
      </select>
      <FieldError id={id} error={error} />
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

type ChoiceProps<V extends string> = {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  value: V;
  onChange(value: V): void;
  options: readonly ChoiceOption<V>[];
  id?: string;
  /** The radios' posted name; the fieldset's id otherwise. */
  name?: string;
  className?: string;
};

/** One choice among a few, as radio buttons in a fieldset (privacy, difficulty…). */
export function ChoiceField<V extends string>({
  legend,
  hint,
  error,
  value,
  onChange,
  options,
  id: givenId,
  name,
  className,
}: ChoiceProps<V>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <fieldset
      className={`kchoice ${className ?? ""}`}
      id={id}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
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
              name={name ?? id}
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
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

type CheckboxProps = {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  id?: string;
  name?: string;
  disabled?: boolean;
};

export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
  id: givenId,
  name,
  disabled,
}: CheckboxProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className="checkbox-field">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
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

/** A section of a kitchen form: a fieldset whose legend is the section's heading. */
export function FormSection({
  legend,
  description,
  children,
  id,
  className,
}: {
  legend: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <fieldset className={`ksection ${className ?? ""}`} id={id}>
      <legend className="ksection__legend">{legend}</legend>
      {description ? <p className="ksection__description">{description}</p> : null}
      <div className="ksection__body">{children}</div>
    </fieldset>
  );
}
