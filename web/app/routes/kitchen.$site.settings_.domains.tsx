import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { sectionRequest, unknownIntent } from "../kitchen/sections/section-action.server";
import { domainAction, isDomainIntent } from "../kitchen/settings/domains.server";

/**
 * /kitchen/{site}/settings/domains: the custom domains' forms (add, check, remove) post here.
 * The answer is shown on the settings page itself, which this address also renders.
 */
export { default, links, loader, meta } from "./kitchen.$site.settings";

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  if (isDomainIntent(intent)) return domainAction(args, site, intent, form);
  return unknownIntent(intent);
}
