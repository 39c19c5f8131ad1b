import type { ManageRecipe } from "@schema/api/manage-recipes";
import { useEffect, useRef } from "react";
import { Moment } from "../../components/Moment";

/**
 * Said under the editor's bar when a save was refused because the recipe was saved
 * elsewhere since this page loaded it (another tab, a phone, another manager). Nothing is
 * lost either way: the author keeps their form and saves it over that version (which History
 * keeps), or takes that version into the form (what they typed since goes). The focus comes
 * here, as the save they asked for did not happen.
 */
export function EditConflictNotice({
  saved,
  busy,
  onKeepMine,
  onTakeSaved,
}: {
  /** The recipe as it was saved elsewhere. */
  saved: ManageRecipe;
  busy: boolean;
  onKeepMine(): void;
  onTakeSaved(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [saved]);

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="notice notice--warning editor-notice"
      aria-labelledby="edit-conflict-title"
    >
      <h2 id="edit-conflict-title" className="editor-notice__title">
        This recipe was changed somewhere else
      </h2>
      <p>
        It was saved <Moment iso={saved.updatedAt} />, in another tab or by another manager, after
        this page opened it. Your changes here are not saved yet. To see what differs, view the
        newest version in <a href="#section-history">History</a>.
      </p>
      <div className="answer-actions">
        <button type="button" className="button" onClick={onKeepMine} disabled={busy}>
          Keep my changes
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={onTakeSaved}
          disabled={busy}
        >
          Use the saved version
        </button>
      </div>
    </div>
  );
}
