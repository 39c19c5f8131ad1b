import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { SitePageResponse } from "@schema/api/site-pages";
import { sitePageBody } from "@schema/api/site-pages";
import { segment, unexpectedApiResult } from "../../lib/api.server";
import { callManage, requireKitchenSite } from "../shared/manager.server";
import {
  conditionOf,
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "./section-action.server";
import { bodyIssues } from "./section-bodies";
import { sitePageFormBody } from "./site-page-form";
import { loadUnits } from "./units.server";

type Kind = SitePageResponse["kind"];

/** The kitchen's /terms, /privacy or /contact editor: the page's text as the API has it. */
export async function sitePageLoader(args: LoaderFunctionArgs, kind: Kind) {
  const site = await requireKitchenSite(args, args.params.site);
  const [page, units] = await Promise.all([
    callManage(args, (manage) =>
      manage[":siteSlug"]["site-pages"][":kind"].$get({
        param: { siteSlug: segment(site.slug), kind },
      }),
    ),
    loadUnits(args),
  ]);
  if (!page.ok) throw unexpectedApiResult(page, `manage site page ${kind}`);
  return { siteUrl: site.url, page: page.body, tag: page.headers.get("ETag") ?? undefined, units };
}

export async function sitePageAction(args: ActionFunctionArgs, kind: Kind, saved: string) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent !== `save-${kind}`) return unknownIntent(intent);
  const built = sitePageFormBody(form);
  const issues = bodyIssues(built, sitePageBody);
  if (issues.length) return sectionInvalid(intent, issues);
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["site-pages"][":kind"].$put({
      param: { siteSlug: segment(site.slug), kind },
      header: conditionOf(form),
      json: built.body,
    }),
  );
  if (!result.ok) return sectionFailed(intent, result);
  return sectionSaved(intent, saved);
}
