import type { ReactNode } from "react";

/**
 * The frame of every line icon (site/icons.tsx, site/SocialIcon.tsx, recipe/icons.tsx): a
 * 24-unit stroke drawing in the text colour. Decorative: the control around an icon
 * carries its name.
 */
export function LineIcon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
