import { createSiteBody } from "@schema/api/manage-sites";
import { type FieldErrors, fieldErrorsFromIssues, type Issue } from "./field-errors";
import { SITE_SLUG_MAX, slugFromTitle } from "./slug";

/** The create page's form: a title and the address (slug) of the new site. */

export const CREATE_SITE_FIELDS = ["title", "slug"] as const;
export type CreateSiteField = (typeof CREATE_SITE_FIELDS)[number];
export type CreateSiteValues = { title: string; slug: string };

function friendly(field: CreateSiteField, issue: Issue): string {
  if (field === "title") {
    if (issue.code === "too_small") return "Enter a title for your site.";
    if (issue.code === "too_big") return "Use at most 200 characters.";
  }
  if (field === "slug") {
    if (issue.code === "too_small") return "Enter an address for your site.";
    if (issue.code === "too_big") return `Use at most ${SITE_SLUG_MAX} characters.`;
  }
  return issue.message;
}

/**
 * Checks the form with the API's own shape (reserved addresses included). An empty slug
 * takes the one made from the title: what the page shows while script runs, and what a
 * visitor without script gets.
 */
export function createSiteRequest(
  values: CreateSiteValues,
):
  | { ok: true; body: { title: string; slug: string } }
  | { ok: false; fieldErrors: FieldErrors<CreateSiteField> } {
  const slug = values.slug.trim() || slugFromTitle(values.title);
  const parsed = createSiteBody.safeParse({ title: values.title, slug });
  if (parsed.success) return { ok: true, body: parsed.data };
  const { fieldErrors } = fieldErrorsFromIssues(parsed.error.issues, CREATE_SITE_FIELDS, friendly);
  return { ok: false, fieldErrors };
}
