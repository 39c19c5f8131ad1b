import { redirect } from "@remix-run/cloudflare";
import type { ApiArgs } from "../../lib/api.server";
import { siteParam } from "../../lib/host.server";
import { sectionFailed } from "../sections/section-action.server";
import { callManage } from "../shared/manager.server";

/** The danger zone's form: the owner deletes the site by typing its slug. */
export async function deleteSite(
  args: ApiArgs,
  site: { slug: string },
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
  // The site has no kitchen now: its owner lands on the list that offers the undo.
  return redirect(`/kitchen?${new URLSearchParams({ deleted: site.slug })}`);
}
