import { Form, Link, useNavigation } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import { type RefObject, useEffect, useRef } from "react";
import { ACCOUNT_SECTIONS } from "../lib/account";
import { listenForDismiss } from "../lib/dismiss";
import { forgetBackups } from "../lib/kitchen-backups";
import { forgetAccountCopy } from "../lib/shopping/browser-store";

export type AccountMenuPanelProps = {
  open: boolean;
  id: string;
  user: CurrentUser;
  variant: "site" | "platform";
  /** The menu's root: a pointer or focus outside it closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  /** Closes the panel; `refocus` puts focus back on the Account button (Escape). */
  onClose: (refocus?: boolean) => void;
};

/**
 * The account menu's panel (AccountMenu.tsx fetches this on the first press, and keeps it:
 * a form in it must still be in the page when its submission goes out). A <dialog>:
 * a dropdown (show()) from 768px up, and below that a modal bottom sheet (showModal():
 * backdrop, the page behind inert), as docs/spec/visitor-experience.md §2 has every dropdown.
 * On the platform host the account pages are plain links; on a creator site each item posts
 * to /account-link, which mints a single-use token and opens the account area on the
 * platform host in a new tab.
 */
/** What this browser keeps of the signed-in person's work: it goes with the session. */
function forgetSignedInCopies() {
  forgetAccountCopy();
  forgetBackups();
}

export function AccountMenuPanel(props: AccountMenuPanelProps) {
  const { open, id, user, variant, root, onClose } = props;
  const panelRef = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/sign-out";

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const sheet = open && !matchMedia("(min-width: 768px)").matches;
    document.documentElement.classList.toggle("has-modal", sheet);
    if (!open) panel.close();
    else if (!panel.open) sheet ? panel.showModal() : panel.show();
  }, [open]);

  // Unmounting while open (signing out) must not leave the page unscrollable.
  useEffect(() => () => document.documentElement.classList.remove("has-modal"), []);

  useEffect(() => {
    if (!open) return;
    return listenForDismiss({
      close: onClose,
      inside: (target) => Boolean(root.current?.contains(target)),
    });
  }, [open, root, onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape.
    <dialog
      ref={panelRef}
      id={id}
      className="account-menu__panel"
      aria-label="Account"
      onClose={() => onClose()}
      onClick={(event) => {
        // On the bottom sheet, a click on the dialog itself is a click on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="account-menu__sheet">
        <p className="account-menu__who">
          Signed in as <strong>{user.displayName ?? user.email}</strong>
        </p>
        <ul className="account-menu__list">
          <li>
            {/* The list is on every host (the same list everywhere), so a plain link here. */}
            <a className="account-menu__item" href="/shopping-list">
              Shopping list
            </a>
          </li>
          {ACCOUNT_SECTIONS.map(({ section, label }) => (
            <li key={section}>
              {variant === "platform" ? (
                <Link className="account-menu__item" to={`/${section}`} onClick={() => onClose()}>
                  {label}
                </Link>
              ) : (
                // A plain form: Remix's <Form> ignores target, and the new tab must load the
                // redirect itself.
                <form
                  method="post"
                  action="/account-link"
                  target="_blank"
                  onSubmit={() => onClose()}
                  rel="noopener"
                >
                  <input type="hidden" name="section" value={section} />
                  <button type="submit" className="account-menu__item">
                    {label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </button>
                </form>
              )}
            </li>
          ))}
          <li>
            {/* The browser's copies of the account's work go with the session. */}
            <Form method="post" action="/sign-out" onSubmit={forgetSignedInCopies}>
              <button type="submit" className="account-menu__item" disabled={signingOut}>
                {signingOut ? "Signing Out..." : "Sign Out"}
              </button>
            </Form>
          </li>
        </ul>
        {/* Shown on the bottom sheet only (layout.css), where the button above is out of reach. */}
        <button
          type="button"
          className="button button--secondary account-menu__close"
          onClick={() => onClose()}
        >
          Close
        </button>
      </div>
    </dialog>
  );
}
