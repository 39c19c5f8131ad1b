import { type ComponentType, useState } from "react";
import { LineIcon } from "../LineIcon";
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
        <LineIcon name="gift" />
        Gift
      </button>
      {failed ? (
        <p className="load-failed" role="alert">
          The gift form didn't load. Check the connection and press Gift again.
        </p>
      ) : null}
      {Dialog ? <Dialog {...props} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
