import { redirect } from "@remix-run/cloudflare";
import { type ApiArgs, segment, unexpectedApiResult } from "../../lib/api.server";
import { readForm } from "../../lib/read-form.server";
import { callManage, requireKitchenSite } from "../shared/manager.server";

/** "Import a WordPress export" (routes/kitchen.$site.recipes.import-wordpress.tsx). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadWordpressImport(args: ApiArgs, siteSlug: string | undefined) {
  const site = await requireKitchenSite(args, siteSlug);
  const id = new URL(args.request.url).searchParams.get("import");
  if (!id || !UUID.test(id)) return { upload: null };
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["wordpress-imports"][":importId"].$get({
      param: { siteSlug: segment(site.slug), importId: segment(id) },
    }),
  );
  if (!result.ok) throw unexpectedApiResult(result, `wordpress import ${id}`);
  return { upload: result.body.import };
}

/** The uploaded export goes to the API; the page then follows the import's progress. */
export async function startWordpressImportAction(args: ApiArgs, siteSlug: string | undefined) {
  const site = await requireKitchenSite(args, siteSlug);
  const form = await readForm(args.request);
  const file = form.get("export");
  if (!(file instanceof File) || file.size === 0) {
    return { error: "Choose the export file (.xml) from WordPress: Tools → Export" };
  }
  const xml = await file.text();
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["wordpress-imports"].$post({
      param: { siteSlug: segment(site.slug) },
      json: { xml, fileName: file.name.slice(0, 255) },
    }),
  );
  if (!result.ok) {
    return {
      error:
        result.body?.issues?.[0]?.message ?? result.body?.message ?? "The import could not start",
    };
  }
  return redirect(
    `/kitchen/${segment(site.slug)}/recipes/import-wordpress?import=${segment(result.body.import.id)}`,
  );
}
