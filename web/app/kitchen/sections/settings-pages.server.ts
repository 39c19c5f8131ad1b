import type { ManageSite } from "@schema/api/manage-sites";
import { etagOf } from "../../lib/edge-cache";

type Settings = ManageSite["settings"];
type SettingKey = keyof Settings;

/**
 * Which of the site's settings each kitchen page edits: About, Home page and Links their own
 * few, Settings the rest (what a new setting joins unless a page claims it).
 */
const OWN_FIELDS = {
  about: ["aboutHeading", "aboutShort", "about", "featuredImageId"],
  homepage: ["featuredRecipeIds", "layout", "hideSidebarBio"],
  links: ["linkPageHeading", "links", "headerLinks", "socialMediaLinks", "productLinks"],
} as const satisfies Record<string, readonly SettingKey[]>;

export type SettingsPage = keyof typeof OWN_FIELDS | "settings";

const claimed = new Set<string>(Object.values(OWN_FIELDS).flat());

export function settingsPageFields(settings: Settings, page: SettingsPage): SettingKey[] {
  if (page !== "settings") return [...OWN_FIELDS[page]];
  return (Object.keys(settings) as SettingKey[]).filter((key) => !claimed.has(key));
}

/**
 * The version of what one page edits: a digest of those settings as stored. A page's save is
 * conditional on it (ADR 0021), so a save on About does not make an open Settings page ask
 * about a change it never shows; the API's settings ETag covers them all and guards the save
 * itself (section-action.server.ts putSiteSettings).
 */
export function settingsPageVersion(settings: Settings, page: SettingsPage): Promise<string> {
  const values = settingsPageFields(settings, page).map((key) => [key, settings[key]]);
  return etagOf(new TextEncoder().encode(JSON.stringify(values)).buffer as ArrayBuffer);
}
