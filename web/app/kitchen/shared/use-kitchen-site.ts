import { useRouteLoaderData } from "@remix-run/react";
import type { ManageSite } from "@schema/api/manage-sites";

/** The kitchen layout route's id (web/app/routes/kitchen.$site.tsx). */
export const KITCHEN_LAYOUT_ROUTE = "routes/kitchen.$site";

/**
 * The site being managed, as GET manage/{site}/current-site answered the layout: slug, title,
 * public `url`, the author's `role` and the raw `settings`. Any page under /kitchen/{site}/
 * may read it instead of asking the API again.
 */
export function useKitchenSite(): ManageSite {
  const data = useRouteLoaderData(KITCHEN_LAYOUT_ROUTE) as { site: ManageSite } | undefined;
  if (!data) throw new Error("useKitchenSite is for pages inside the kitchen layout");
  return data.site;
}

/** The path of the layout's action: image uploads and previews post here. */
export const kitchenActionPath = (siteSlug: string) => `/kitchen/${encodeURIComponent(siteSlug)}`;
