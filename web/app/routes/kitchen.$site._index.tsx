import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requireKitchenSite } from "../kitchen/shared/manager.server";
import { JOINED_PARAM } from "../kitchen/team/JoinedTeamNotice";

/**
 * /kitchen/{site} opens on the recipe list, where authors spend their day. An accepted
 * invitation's ?joined goes along, to be said there (kitchen/team/JoinedTeamNotice.tsx); only
 * it: a data request's own parameters (`_routes`) must not reach the address bar.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const joined = new URL(args.request.url).searchParams.has(JOINED_PARAM);
  return redirect(
    `/kitchen/${encodeURIComponent(site.slug)}/recipes${joined ? `?${JOINED_PARAM}` : ""}`,
  );
}

/**
 * Never rendered (the loader always redirects), but it must exist: an index route without a
 * component is a resource route, and Remix would then send the kitchen's plain-form POSTs to
 * /kitchen/{site} (previews) to this route instead of the layout's action.
 */
export default function KitchenSiteIndex() {
  return null;
}
