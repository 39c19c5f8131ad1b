import type { RichText } from "@schema/content/rich-text";
import { formTree, json } from "./form-values";
import type { Built } from "./section-bodies";

const EMPTY: RichText = { type: "document", children: [] };

/** The /terms or /contact editor's form as the body of its PUT; a blank editor is empty text. */
export function sitePageFormBody(form: FormData): Built<{ body: RichText }> {
  const doc = json(formTree(form.entries()).body) as RichText | null;
  return { body: { body: doc ?? EMPTY }, issues: [] };
}
