import sprite from "./icons/line-icons.svg?url&no-inline";

/**
 * The frame of every line icon (site/icons.tsx, site/SocialIcon.tsx, recipe/icons.tsx): a
 * 24-unit stroke drawing in the text colour. The drawings are symbols of one hashed SVG
 * file that the browser fetches once and keeps, not path data inside the page's script
 * (1.6 KB gzip of the recipe page's own JS when they were). The stroke settings are
 * inherited by the symbol, and fill="currentColor" inside it takes the text colour.
 * Decorative: the control around an icon carries its name.
 */
/** The address of a symbol of the icon file, for the few icons drawn in another frame. */
export const iconHref = (name: string) => `${sprite}#${name}`;

export function LineIcon({ name, size = 18 }: { name: string; size?: number }) {
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
      <use href={iconHref(name)} />
    </svg>
  );
}
