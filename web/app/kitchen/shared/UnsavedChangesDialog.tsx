import type { Blocker } from "@remix-run/react";
import { useState } from "react";
import { Dialog } from "./Dialog";

type Props = {
  blocker: Blocker;
  /** Offer "Save and leave": resolves true when the save worked (then the page is left). */
  onSave?(): Promise<boolean>;
  /** The author chose to leave without saving: what the page kept of the changes can go. */
  onDiscard?(): void;
};

/** Asks before leaving a page with unsaved changes (pair with useUnsavedChanges). */
export function UnsavedChangesDialog({ blocker, onSave, onDiscard }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (blocker.state !== "blocked") return null;

  const leave = () => {
    onDiscard?.();
    blocker.proceed();
  };

  const saveAndLeave = async () => {
    if (!onSave) return leave();
    setBusy(true);
    setError(null);
    const saved = await onSave();
    setBusy(false);
    if (saved) blocker.proceed();
    else setError("Couldn't save. Fix the marked fields or leave without saving.");
  };

  return (
    <Dialog
      title="Leave without saving?"
      confirmLabel={onSave ? "Save and leave" : "Leave without saving"}
      tone={onSave ? "default" : "danger"}
      cancelLabel="Stay on this page"
      busy={busy}
      busyLabel="Saving…"
      error={error}
      onConfirm={saveAndLeave}
      onClose={() => blocker.reset()}
    >
      <p>Your latest changes have not been saved yet.</p>
      {onSave ? (
        <button type="button" className="button button--secondary" onClick={leave}>
          Leave without saving
        </button>
      ) : null}
    </Dialog>
  );
}
