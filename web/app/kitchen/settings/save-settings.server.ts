import { redirect } from "@remix-run/cloudflare";
import type { ManageSite } from "@schema/api/manage-sites";
import { siteSettingsBody } from "@schema/api/manage-sites";
import type { ApiArgs } from "../../lib/api.server";
import {
  putSiteSettings,
  sectionFailed,
  sectionInvalid,
  sectionSaved,
} from "../sections/section-action.server";
import { bodyIssues, settingsBody } from "../sections/section-bodies";
import { kitchenPath } from "../shared/kitchen-sections";

/** The settings form's save: every field of the form checked, then PUT as one. */
export async function saveSettings(
  args: ApiArgs,
  site: ManageSite,
  intent: string,
  form: FormData,
) {
  const built = settingsBody(form);
  const issues = bodyIssues(built, siteSettingsBody);
  if (issues.length) return sectionInvalid(intent, issues);
  const result = await putSiteSettings(args, site, "settings", built.body, form);
  if (!result.ok) return sectionFailed(intent, result);
  // A new slug is a new kitchen address too: this page's old one would now be a 404.
  if (result.body.site.slug !== site.slug) {
    return redirect(kitchenPath(result.body.site.slug, "settings", "?saved=address"));
  }
  return sectionSaved(intent, "Settings saved.");
}
