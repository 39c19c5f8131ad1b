import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { sectionRequest, unknownIntent } from "../kitchen/sections/section-action.server";
import { DELETE_SITE_INTENT } from "../kitchen/settings/DeleteSiteSection";
import { deleteSite } from "../kitchen/settings/delete-site.server";

/**
 * /kitchen/{site}/settings/delete: the danger zone's form posts here. A refusal (the wrong
 * slug, a manager who is not the owner) is shown on the settings page, which this address
 * also renders; a deletion leaves for the kitchen's site list.
 */
export { default, links, loader, meta } from "./kitchen.$site.settings";

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent === DELETE_SITE_INTENT) return deleteSite(args, site, intent, form);
  return unknownIntent(intent);
}
