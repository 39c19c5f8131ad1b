import { type SaveState, saveStatusText } from "./save-status";

type Props = {
  state: SaveState;
  /** Autosaving forms say "Unsaved changes"; explicit-save forms also say how to save. */
  autosave: boolean;
  /** The server's reason when state is "error". */
  detail?: string | null;
  onRetry?(): void;
};

/**
 * One line saying whether the author's work is safe: "Saving…", "Saved", "Couldn't save"
 * with a Retry button. It is a polite live region (role="status"), so screen-reader users
 * hear each change without losing their place.
 */
export function SaveStatus({ state, autosave, detail, onRetry }: Props) {
  return (
    <div className="save-status" data-state={state}>
      <span role="status" className="save-status__text">
        <span className="save-status__dot" aria-hidden="true" />
        {saveStatusText(state, autosave)}
        {state === "error" && detail ? (
          <span className="save-status__detail">: {detail}</span>
        ) : null}
      </span>
      {state === "error" && onRetry ? (
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
