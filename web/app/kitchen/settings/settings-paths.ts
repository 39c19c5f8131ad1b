/**
 * The settings page's addresses. The page's own route saves the settings; each other group
 * of forms (custom domains, the site's deletion) posts to a route of its own that answers
 * it and shows the same page, so every form works before script loads and its answer shows
 * beside it.
 */
export type SettingsGroup = "domains" | "delete";

export const settingsPath = (siteSlug: string, group?: SettingsGroup) =>
  `/kitchen/${encodeURIComponent(siteSlug)}/settings${group ? `/${group}` : ""}`;
