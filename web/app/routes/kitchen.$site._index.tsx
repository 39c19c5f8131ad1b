import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requireKitchenSite } from "../kitchen/shared/manager.server";

/**
 * /kitchen/{site} opens on the recipe list, where authors spend their day. Its query goes
 * along: an accepted invitation's ?joined is said there (kitchen/team/JoinedTeamNotice.tsx).
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const { search } = new URL(args.request.url);
  return redirect(`/kitchen/${encodeURIComponent(site.slug)}/recipes${search}`);
}

/**
 * Never rendered (the loader always redirects), but it must exist: an index route without a
 * component is a resource route, and Remix would then send the kitchen's plain-form POSTs to
 * /kitchen/{site} (previews) to this route instead of the layout's action.
 */
export default function KitchenSiteIndex() {
  return null;
}
