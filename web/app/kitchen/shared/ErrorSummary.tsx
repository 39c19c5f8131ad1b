import { type ReactNode, useEffect, useRef } from "react";
import { fieldDomId } from "./field-ids";

type Props = {
  /** The fields with problems: key (as passed to fieldDomId), its label and message. */
  errors: { key: string; label: string; message: string }[];
  /** Messages that belong to no field (a server error). */
  general?: string | null;
  title?: string;
  /** Move focus here when it appears (after an explicit save, not while autosaving). */
  focusOnShow?: boolean;
  /** What the author can do about the general message (buttons), after it. */
  children?: ReactNode;
};

/**
 * A list of what needs fixing above a form, each entry a link to its field. Shown after a
 * save was refused; the messages also sit at the fields themselves.
 */
export function ErrorSummary({
  errors,
  general,
  title = "Some fields need attention",
  focusOnShow,
  children,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = errors.length > 0 || Boolean(general);
  useEffect(() => {
    if (visible && focusOnShow) ref.current?.focus();
  }, [visible, focusOnShow]);
  if (!visible) return null;
  return (
    <div
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {errors.length ? title : "Couldn't save"}
      </h2>
      {general ? <p>{general}</p> : null}
      {children}
      {errors.length ? (
        <ul>
          {errors.map((error) => (
            <li key={error.key}>
              <a
                href={`#${fieldDomId(error.key)}`}
                onClick={(event) => {
                  const target = document.getElementById(fieldDomId(error.key));
                  if (!target) return;
                  event.preventDefault();
                  target.scrollIntoView({ block: "center" });
                  // Rich-text fields put the id on a wrapper: focus what can take it.
                  const focusable = target.matches("input,select,textarea,[contenteditable]")
                    ? target
                    : target.querySelector<HTMLElement>(
                        "input,select,textarea,[contenteditable],button",
                      );
                  (focusable ?? target).focus();
                }}
              >
                {error.label}: {error.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
