import type { ButtonHTMLAttributes, MouseEvent } from "react";

/** `disabled` stays for a button that cannot be used at all (not merely busy). */
type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** The form is being sent: a press (or Enter in a field) does nothing until it is answered. */
  busy: boolean;
};

/**
 * A form's submit button that keeps the keyboard's focus while the form is sent. It is
 * aria-disabled, not disabled: disabling the focused button drops focus to the page's start,
 * where a keyboard or screen-reader user loses their place. Enter in a field submits through
 * this button's click too, so cancelling the click while busy stops both.
 */
export function SubmitButton({ busy, onClick, ...props }: Props) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button {...props} type="submit" aria-disabled={busy || undefined} onClick={press} />;
}
