import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import type { ManageSite } from "@schema/api/manage-sites";
import { pageTitle } from "../../lib/root-data";
import { KITCHEN_LAYOUT_ROUTE } from "../shared/use-kitchen-site";

/** "Settings · Demo Kitchen" as the tab title of a kitchen section page. */
export function kitchenTitle(matches: MetaArgs["matches"], section: string): MetaDescriptor[] {
  const layout = matches.find((match) => match.id === KITCHEN_LAYOUT_ROUTE)?.data as
    | { site?: ManageSite }
    | undefined;
  return pageTitle(matches, layout?.site ? `${section} · ${layout.site.title}` : section);
}
