/**
 * Where a kitchen form stands with the server, for the SaveStatus line:
 *  - "saved": what the server holds is what the form shows;
 *  - "unsaved": edits not sent yet (autosave pending, or an explicit Update needed);
 *  - "saving": a save is on its way;
 *  - "invalid": not sent, because fields need fixing (messages are at the fields);
 *  - "error": the server could not be reached or refused for another reason.
 */
export type SaveState = "saved" | "unsaved" | "saving" | "invalid" | "error";

export function saveStatusText(state: SaveState, autosave: boolean): string {
  switch (state) {
    case "saved":
      return "Saved";
    case "unsaved":
      return autosave ? "Unsaved changes" : "Unsaved changes: Update to publish them";
    case "saving":
      return "Saving…";
    case "invalid":
      return "Not saved: fix the marked fields";
    case "error":
      return "Couldn't save";
  }
}
