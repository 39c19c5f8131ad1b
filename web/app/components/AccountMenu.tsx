import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { CurrentUser } from "@schema/api/identity";
import { ACCOUNT_SECTIONS } from "../lib/account";
import { iconHref } from "./LineIcon";

/**
 * The signed-in account menu: a disclosure button and a panel. On the platform host the
 * account pages are plain links; on a creator site each item posts to /account-link, which
 * mints a single-use token and opens the account area on the platform host in a new tab.
 * The panel is a <dialog>: a dropdown (show()) from 768px up, and below that a modal bottom
 * sheet (showModal(): backdrop, the page behind inert), as docs/spec/visitor-experience.md §2 has
 * every dropdown.
 */
export function AccountMenu({
  user,
  variant,
}: {
  user: CurrentUser;
  variant: "site" | "platform";
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/sign-out";

  // Spec: menu panels reset on route change.
  useEffect(() => setOpen(false), [location.key]);

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
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Account
        <svg
          viewBox="0 0 12 12"
          width="12"
          height="12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
          focusable="false"
        >
          <use href={iconHref("menu-down")} />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape. */}
      <dialog
        ref={panelRef}
        id={panelId}
        className="account-menu__panel"
        aria-label="Account"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // On the bottom sheet, a click on the dialog itself is a click on its backdrop.
          if (event.target === event.currentTarget) setOpen(false);
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
                  <Link
                    className="account-menu__item"
                    to={`/${section}`}
                    onClick={() => setOpen(false)}
                  >
                    {label}
                  </Link>
                ) : (
                  // A plain form: Remix's <Form> ignores target, and the new tab must load the
                  // redirect itself.
                  <form
                    method="post"
                    action="/account-link"
                    target="_blank"
                    onSubmit={() => setOpen(false)}
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
              <Form method="post" action="/sign-out">
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
            onClick={() => setOpen(false)}
          >
            Close
          </button>
        </div>
      </dialog>
    </div>
  );
}
