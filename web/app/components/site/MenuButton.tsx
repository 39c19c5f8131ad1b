import { MenuIcon } from "./icons";

type Props = {
  label: string;
  controls: string;
  expanded: boolean;
  onOpen: () => void;
  /** A reader reaching for the button (pointer over it, focus on it): fetch what it opens. */
  onReach?: () => void;
  className?: string;
};

/** The hamburger that opens a menu sheet; it exists only for script (see site.css). */
export function MenuButton({ label, controls, expanded, onOpen, onReach, className }: Props) {
  return (
    <button
      type="button"
      className={`menu-button${className ? ` ${className}` : ""}`}
      aria-label={label}
      aria-haspopup="dialog"
      aria-controls={controls}
      aria-expanded={expanded}
      onClick={onOpen}
      onPointerEnter={onReach}
      onFocus={onReach}
    >
      <MenuIcon />
    </button>
  );
}
