import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requireKitchenSite } from "../kitchen/shared/manager.server";

/** /kitchen/{site} opens on the recipe list, where authors spend their day. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  return redirect(`/kitchen/${encodeURIComponent(site.slug)}/recipes`);
}

/**
 * Never rendered (the loader always redirects), but it must exist: an index route without a
 * component is a resource route, and Remix would then send the kitchen's plain-form POSTs to
 * /kitchen/{site} (previews) to this route instead of the layout's action.
 */
export default function KitchenSiteIndex() {
  return null;
}
