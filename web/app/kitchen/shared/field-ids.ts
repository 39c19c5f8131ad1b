/**
 * DOM ids for kitchen form fields, derived from the field's key (an error key such as
 * `ingredientUsageGroups.<id>.title`), so an error summary can link to the field it names.
 */
export const fieldDomId = (key: string) => `field-${key.replace(/[^A-Za-z0-9_-]+/g, "-")}`;

/** The ids a field's aria-describedby lists: its hint and its error, when present. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}
