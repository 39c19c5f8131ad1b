/** One problem with one input, as zod reports it or as the API's error body carries it. */
export type Issue = {
  path: string | readonly PropertyKey[];
  message: string;
  code?: string;
};

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** "bio.children.0" and ["bio", "children", 0] both belong to the bio field. */
const firstSegment = (path: Issue["path"]) =>
  typeof path === "string" ? (path.split(".")[0] ?? "") : String(path[0] ?? "");

/**
 * Sorts issues onto the form's fields (the first message per field wins); anything that
 * belongs to no field is returned apart, for a message above the button.
 */
export function fieldErrorsFromIssues<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
  message: (field: Field, issue: Issue) => string = (_field, issue) => issue.message,
): { fieldErrors: FieldErrors<Field>; otherErrors: string[] } {
  const fieldErrors: FieldErrors<Field> = {};
  const otherErrors: string[] = [];
  for (const issue of issues) {
    const segment = firstSegment(issue.path);
    const field = fields.find((name) => name === segment);
    if (field === undefined) otherErrors.push(issue.message);
    else fieldErrors[field] ??= message(field, issue);
  }
  return { fieldErrors, otherErrors };
}

export const hasFieldErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;
