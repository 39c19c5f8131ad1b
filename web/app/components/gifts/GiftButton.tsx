import { type ComponentType, useState } from "react";
import type { GiftDialogProps } from "./GiftDialog";

type Props = Omit<GiftDialogProps, "open" | "onClose">;

/**
 * The recipe page's Gift action (docs/spec/visitor-experience.md §2, variant A), shown to a
 * paying reader of a subscriber-only recipe. Only the button is in the page: the dialog's
 * code (GiftDialog.tsx) is fetched on the first press, as cook mode's is.
 */
export function GiftButton(props: Props) {
  const [Dialog, setDialog] = useState<ComponentType<GiftDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  function start() {
    setFailed(false);
    import("./GiftDialog").then(
      (module) => {
        setDialog(() => module.GiftDialog);
        setOpen(true);
      },
      () => setFailed(true),
    );
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary gift-button"
        aria-haspopup="dialog"
        onClick={start}
      >
        <GiftIcon />
        Gift
      </button>
      {failed ? (
        <p className="gift-button__failed" role="alert">
          The gift form didn't load. Check the connection and press Gift again.
        </p>
      ) : null}
      {Dialog ? <Dialog {...props} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function GiftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M5 12v9h14v-9M12 8S10.5 3 8 4s0 4 4 4zM12 8s1.5-5 4-4 0 4-4 4z" />
    </svg>
  );
}
