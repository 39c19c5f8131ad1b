import type { UnitView } from "@schema/api/public-read";
import { type ApiArgs, callApi } from "../../lib/api.server";

/**
 * Units for the rich-text editor's measurement chips. The public catalogue call is small
 * (the manage globals carry every ingredient too); without it the editor still works and
 * measurements show their quantity only.
 */
export async function loadUnits(args: ApiArgs): Promise<UnitView[]> {
  const result = await callApi(args, (api) => api.site.globals.$get());
  if (!result.ok) console.error(`Units for the kitchen editor: API ${result.status}`);
  return result.ok ? result.body.units : [];
}
