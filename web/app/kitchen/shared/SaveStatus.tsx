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
  const { text, hint } = saveStatusText(state, autosave);
  return (
    <div className="save-status" data-state={state}>
      <span role="status" className="save-status__text">
        <span className="save-status__dot" aria-hidden="true" />
        {/* One flex item for the words, so they wrap together beside the dot. */}
        <span>
          {text}
          {hint ? <span className="save-status__hint">{hint}</span> : null}
        </span>
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
