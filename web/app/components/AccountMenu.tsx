import { useLocation } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import { type ComponentType, useCallback, useEffect, useId, useRef, useState } from "react";
import type { AccountMenuPanelProps } from "./AccountMenuPanel";
import { iconHref } from "./LineIcon";

const loadPanel = () => import("./AccountMenuPanel");
/** Fetched as the reader reaches for the button, so the panel opens without a wait. */
const prefetchPanel = () => {
  loadPanel().catch(() => undefined);
};

/**
 * The signed-in account menu: a disclosure button, and its panel (AccountMenuPanel.tsx),
 * whose code every page of every host would otherwise carry: it is fetched on the first
 * reach for the button. The service worker keeps it with the rest of the build for offline use.
 */
export function AccountMenu({
  user,
  variant,
}: {
  user: CurrentUser;
  variant: "site" | "platform";
}) {
  const [Panel, setPanel] = useState<ComponentType<AccountMenuPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Spec: menu panels reset on route change.
  useEffect(() => setOpen(false), [location.key]);

  const close = useCallback((refocus?: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  const toggle = () => {
    if (open) return setOpen(false);
    loadPanel().then(
      (module) => {
        setPanel(() => module.AccountMenuPanel);
        setOpen(true);
      },
      // Not fetched (the network dropped): the button stays closed and a later press retries.
      () => undefined,
    );
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
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
      {Panel ? (
        <Panel
          open={open}
          id={panelId}
          user={user}
          variant={variant}
          root={rootRef}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
