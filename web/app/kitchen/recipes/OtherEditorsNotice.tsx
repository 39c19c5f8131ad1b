import type { RecipeEditor } from "@schema/api/recipe-editors";
import { otherEditorsSentence } from "./recipe-editors";

/**
 * Said under the editor's bar while the recipe is open somewhere else too (use-other-editors):
 * before anything clashes, so the author can close the other tab or talk to the other
 * manager. A polite live region, not an alert: nothing has gone wrong, and the focus stays
 * where the author is typing. The region is always there (empty, it is visually hidden, so
 * it takes no room in the editor's column), so its words are announced when they appear.
 */
export function OtherEditorsNotice({ editors }: { editors: readonly RecipeEditor[] }) {
  const sentence = otherEditorsSentence(editors);
  return (
    <div role="status" className={sentence ? "notice editor-notice" : "visually-hidden"}>
      {sentence ? (
        <p>{sentence} Every save is checked first: nothing is saved over without asking.</p>
      ) : null}
    </div>
  );
}
