import { type CreateApiTokenInput, createApiTokenBody } from "@schema/api/api-tokens";
import { type FieldErrors, fieldErrorsFromIssues } from "./field-errors";

export const API_TOKEN_FIELDS = ["name", "access", "siteIds"] as const;
export type ApiTokenField = (typeof API_TOKEN_FIELDS)[number];

/** What the account page's form posts: scope "all", or "chosen" with the ticked sites. */
export type ApiTokenFormValues = {
  name: string;
  access: string;
  scope: string;
  siteIds: string[];
};

/** The form's values as the API's body, or the field errors the API would answer. */
export function apiTokenRequest(
  values: ApiTokenFormValues,
):
  | { ok: true; body: CreateApiTokenInput }
  | { ok: false; fieldErrors: FieldErrors<ApiTokenField> } {
  const parsed = createApiTokenBody.safeParse({
    name: values.name,
    access: values.access,
    siteIds: values.scope === "all" ? null : values.siteIds,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const { fieldErrors } = fieldErrorsFromIssues(
    parsed.error.issues,
    API_TOKEN_FIELDS,
    (field, issue) =>
      field === "access"
        ? "Choose read-only or read and write"
        : field === "siteIds" && issue.path.length > 1
          ? "Choose sites from the list"
          : issue.message,
  );
  return { ok: false, fieldErrors };
}
