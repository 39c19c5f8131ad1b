import type { ContributorBodyInput } from "@schema/api/manage-contributors";
import { type FormTree, formTree, text, textOrNull, values } from "../sections/form-values";
import type { Built } from "../sections/section-bodies";
import type { ActionFailure } from "../shared/action-result";

/** The contributor form's intents: save (the form page) and delete (the list). */
export const SAVE_CONTRIBUTOR = "save-contributor";
export const DELETE_CONTRIBUTOR = "delete-contributor";

/** What the recipe editor's "add in place" gets back: the new person, or why not. */
export type InlineContributorResult =
  | { ok: true; contributor: { id: string; name: string } }
  | ActionFailure;

/**
 * The contributor form, posted, as the body of POST/PUT manage/{site}/contributors…: read
 * alike in the browser (checked with the API's zod shape before sending) and in the action.
 * Blank link rows are dropped.
 */
export function contributorFormBody(form: FormData | FormTree): Built<ContributorBodyInput> {
  const f = form instanceof FormData ? formTree(form.entries()) : form;
  return {
    body: {
      name: text(f.name),
      bio: textOrNull(f.bio),
      imageId: textOrNull(f.imageId),
      links: values(f.links),
    },
    issues: [],
  };
}

const LABELS: Record<string, string> = { name: "Name", bio: "Short bio", imageId: "Photo" };

export function contributorFieldLabel(path: string): string {
  const [field, index] = path.split(".");
  if (field === "links") return index === undefined ? "Links" : `Link ${Number(index) + 1}`;
  return LABELS[field ?? ""] ?? path;
}
