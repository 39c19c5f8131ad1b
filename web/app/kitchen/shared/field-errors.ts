/**
 * Field messages from validation issues. Issues come from the API's 400 answer or from the
 * same zod schema run in the browser; both name a field by a dotted path
 * ("ingredientUsageGroups.0.title"). A form maps each path to the key its field renders
 * with, and the first message per field wins.
 */
export type Issue = { path: string; message: string };
export type FieldErrors = Readonly<Record<string, string>>;

export const NO_ERRORS: FieldErrors = Object.freeze({});

export function collectErrors(
  issues: readonly Issue[],
  keyOf: (path: string) => string,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = keyOf(issue.path);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** zod's issues (path arrays) as the API sends them (dotted strings). */
export function zodIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/** The errors left once a field's own are removed (the author edited it). */
export function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const { [key]: _removed, ...rest } = errors;
  return rest;
}
