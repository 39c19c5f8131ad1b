import { redirect } from "@remix-run/cloudflare";
import type { ApiArgs } from "../../lib/api.server";
import { siteParam } from "../../lib/host.server";
import { sectionFailed } from "../sections/section-action.server";
import { callManage } from "../shared/manager.server";

/** The danger zone's form: the owner deletes the site by typing its slug. */
export async function deleteSite(
  args: ApiArgs,
  site: { slug: string; url: string },
  intent: string,
  form: FormData,
) {
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].deletion.$post({
      param: siteParam(site),
      json: { confirmSlug: String(form.get("confirmSlug") ?? "") },
    }),
  );
  if (!result.ok) return sectionFailed(intent, result);
  // This isolate's edge layer may remember the site as live for HOST_MEMO_SECONDS (and serve
  // its cached pages under the old version): forgotten, its next view here says it has
  // closed. Other isolates within that time, as the kitchen's notice says. A restore needs
  // nothing of the kind: a closed host's answer is neither remembered nor cached.
  if (URL.canParse(site.url)) args.context.forgetSiteHost?.(new URL(site.url).host.toLowerCase());
  // The site has no kitchen now: its owner lands on the list that offers the undo.
  return redirect(`/kitchen?${new URLSearchParams({ deleted: site.slug })}`);
}
