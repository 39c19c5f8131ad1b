import type { ReactNode } from "react";
import { iconHref } from "./LineIcon";

/**
 * docs/spec/visitor-experience.md §8: errors render in a red bordered box with a warning icon,
 * announced when shown.
 */
export function ErrorBox({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div className="error-box" role="alert" id={id}>
      <svg
        className="error-box__icon"
        viewBox="0 0 20 20"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <use href={iconHref("warning")} />
      </svg>
      <div className="error-box__text">{children}</div>
    </div>
  );
}
