import { profileBody } from "@schema/api/identity";
import { paragraphsFromText, plainText, type RichText } from "@schema/content/rich-text";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsFromIssues, type Issue } from "./field-errors";

/**
 * The profile form (docs/spec/platform-and-kitchen.md §3, §5): display name and handle, 2 to 255
 * characters each and both optional, and a bio typed as plain text and stored as rich-text
 * paragraphs. The same function checks the form in the browser before sending and in the action.
 */

export const PROFILE_FIELDS = ["displayName", "handle", "bio"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type ProfileValues = { displayName: string; handle: string; bio: string };
export type ProfileBody = z.input<typeof profileBody>;

export const LENGTH_MESSAGE = "Use 2 to 255 characters.";
export const HANDLE_TAKEN_MESSAGE = "That handle is taken";

/** The bio as the textarea shows it: one line per paragraph. */
export const bioText = (bio: RichText | null | undefined) => plainText(bio);

/** Two bios are the same when they make the same paragraphs (blank lines and spaces aside). */
const sameBio = (a: string, b: string) =>
  JSON.stringify(paragraphsFromText(a)) === JSON.stringify(paragraphsFromText(b));

function friendly(field: ProfileField, issue: Issue): string {
  if (issue.code === "too_small" || issue.code === "too_big") {
    return field === "bio" ? "The bio is too long." : LENGTH_MESSAGE;
  }
  return issue.message;
}

/**
 * Only what changed is sent: a PUT without a field leaves it as it is. An emptied name or
 * handle cannot be sent (the API takes 2 to 255 characters and has no "remove"), so it is
 * a field error rather than a save that quietly keeps the old value. An emptied bio is
 * sent as null, which the API clears.
 */
export function profileRequest(
  values: ProfileValues,
  saved: ProfileValues,
): { ok: true; body: ProfileBody } | { ok: false; fieldErrors: FieldErrors<ProfileField> } {
  const body: ProfileBody = {};
  const fieldErrors: FieldErrors<ProfileField> = {};

  for (const field of ["displayName", "handle"] as const) {
    const value = values[field].trim();
    if (value === saved[field].trim()) continue;
    if (value === "") {
      fieldErrors[field] = `${LENGTH_MESSAGE} A ${
        field === "handle" ? "handle" : "display name"
      } can be changed but not removed.`;
      continue;
    }
    body[field] = value;
  }
  if (!sameBio(values.bio, saved.bio)) {
    body.bio = values.bio.trim() ? paragraphsFromText(values.bio) : null;
  }

  const parsed = profileBody.safeParse(body);
  if (!parsed.success) {
    const { fieldErrors: shapeErrors } = fieldErrorsFromIssues(
      parsed.error.issues,
      PROFILE_FIELDS,
      friendly,
    );
    Object.assign(fieldErrors, { ...shapeErrors, ...fieldErrors });
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, body };
}
