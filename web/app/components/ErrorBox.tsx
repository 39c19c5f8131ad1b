import type { ReactNode } from "react";

/** Spec §8: errors render in a red bordered box with a warning icon, announced when shown. */
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
        <path
          fill="currentColor"
          d="M10 1.5a1 1 0 0 1 .87.5l8.5 15a1 1 0 0 1-.87 1.5h-17a1 1 0 0 1-.87-1.5l8.5-15a1 1 0 0 1 .87-.5Zm0 5a1 1 0 0 0-1 1v4.5a1 1 0 1 0 2 0V7.5a1 1 0 0 0-1-1Zm0 8.25a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z"
        />
      </svg>
      <div className="error-box__text">{children}</div>
    </div>
  );
}
