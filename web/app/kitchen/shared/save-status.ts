/**
 * Where a kitchen form stands with the server, for the SaveStatus line:
 *  - "saved": what the server holds is what the form shows;
 *  - "unsaved": edits not sent yet (autosave pending, or an explicit Update needed);
 *  - "saving": a save is on its way;
 *  - "invalid": not sent, because fields need fixing (messages are at the fields);
 *  - "error": the server could not be reached or refused for another reason;
 *  - "conflict": not saved, because someone saved the same thing elsewhere since it was
 *    loaded (the form says whose version to keep).
 */
export type SaveState = "saved" | "unsaved" | "saving" | "invalid" | "error" | "conflict";

/** The line's words, and what to do about them where a form needs an explicit Update. */
export function saveStatusText(
  state: SaveState,
  autosave: boolean,
): { text: string; hint?: string } {
  switch (state) {
    case "saved":
      return { text: "Saved" };
    case "unsaved":
      return autosave
        ? { text: "Unsaved changes" }
        : { text: "Unsaved changes", hint: ": Update to publish them" };
    case "saving":
      return { text: "Saving…" };
    case "invalid":
      return { text: "Not saved: fix the marked fields" };
    case "error":
      return { text: "Couldn't save" };
    case "conflict":
      return { text: "Not saved: changed elsewhere" };
  }
}
