import { Moment } from "../../components/Moment";
import type { RecipeBackup } from "./recipe-backup";

/**
 * Said at the top of the editor when this browser kept changes an earlier visit did not save
 * (a tab closed before Update, a save that never reached the server): restore them into the
 * form, or let them go.
 */
export function BackupNotice({
  backup,
  savedSince,
  onRestore,
  onDiscard,
}: {
  backup: RecipeBackup;
  /** The recipe was saved after these changes were made. */
  savedSince: boolean;
  onRestore(): void;
  onDiscard(): void;
}) {
  return (
    <section className="notice notice--warning editor-notice" aria-labelledby="backup-title">
      <h2 id="backup-title" className="editor-notice__title">
        Unsaved changes were kept in this browser
      </h2>
      <p>
        You made changes to this recipe <Moment iso={backup.at} /> that were not saved.
        {savedSince
          ? " The recipe was saved since: restoring puts your changes over that version, which History keeps."
          : null}
      </p>
      <div className="answer-actions">
        <button type="button" className="button" onClick={onRestore}>
          Restore my changes
        </button>
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </section>
  );
}
