import { type ReactNode, useId } from "react";
import { ErrorBox } from "../ErrorBox";

/** What the input inside a field needs to be tied to its label, hint and error. */
export type FieldControl = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

type Props = {
  label: string;
  /** Always shown under the label: what the field takes. */
  hint?: ReactNode;
  error?: string | null;
  children: (control: FieldControl) => ReactNode;
};

/**
 * A labelled field. The hint and the error are linked to the input with aria-describedby,
 * and the error (role=alert, in the shared red box) is announced when it appears.
 */
export function FormField({ label, hint, error, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="field account-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {error ? <ErrorBox id={errorId}>{error}</ErrorBox> : null}
    </div>
  );
}
