import { ANONYMOUS_AUTHOR } from "@schema/api/comment-texts";
import { useEffect } from "react";

type Props = {
  /** Called when the reader comes back to this tab, so a name saved meanwhile shows. */
  onReturn: () => void;
};

/**
 * A signed-in reader with no display name comments as "Anonymous cook": say so where they
 * write, before the first comment goes out under it. The name is set on the profile, on the
 * platform host, so the link opens it in a new tab signed in there, as the account menu does
 * (/account-link).
 */
export function NameNote({ onReturn }: Props) {
  useEffect(() => {
    const returned = () => {
      if (document.visibilityState === "visible") onReturn();
    };
    document.addEventListener("visibilitychange", returned);
    return () => document.removeEventListener("visibilitychange", returned);
  }, [onReturn]);

  return (
    <form
      method="post"
      action="/account-link"
      target="_blank"
      rel="noopener"
      className="comments__name-note"
    >
      <input type="hidden" name="section" value="profile" />
      Your comments show as “{ANONYMOUS_AUTHOR}”.{" "}
      <button type="submit" className="link-button">
        Add your name
        <span className="visually-hidden"> (opens your profile in a new tab)</span>
      </button>
    </form>
  );
}
