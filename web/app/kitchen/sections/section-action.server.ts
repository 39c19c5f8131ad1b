import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import type { ManageSite, siteSettingsBody } from "@schema/api/manage-sites";
import type { z } from "zod";
import type { ApiArgs, ApiFailure, ApiResult } from "../../lib/api.server";
import { callApi, segment, unexpectedApiResult } from "../../lib/api.server";
import { resolveHost } from "../../lib/host.server";
import { readForm } from "../../lib/read-form.server";
import { readSessionToken } from "../../lib/session.server";
import type { Issue } from "../shared/field-errors";
import { actionFailure, callManage, signInRedirect } from "../shared/manager.server";
import { type Built, bodyIssues, partialSettingsBody } from "./section-bodies";
import {
  BASED_ON_FIELD,
  EDITED_ELSEWHERE,
  OVERWRITE_FIELD,
  type SectionResult,
} from "./section-result";
import { type SettingsPage, settingsPageVersion } from "./settings-pages.server";

/**
 * The start and end of every kitchen section action: the origin and manager checks, the
 * posted form, and answers in the one SectionResult shape the section forms read
 * (with or without script, as action data).
 */

export async function sectionRequest(args: ApiArgs & { params: { site?: string } }) {
  const site = await actionKitchenSite(args, args.params.site);
  const form = await readForm(args.request);
  return { site, form, intent: String(form.get("intent") ?? "") };
}

/**
 * The manager check for an action, NOT memoized like requireKitchenSite. A form posted
 * without script is one document request: Remix runs the action and then the page's
 * loaders with the same load context, so a site memoized by the action would hand those
 * loaders the settings as they were before the save.
 */
async function actionKitchenSite(args: ApiArgs, siteSlug: string | undefined): Promise<ManageSite> {
  const host = await resolveHost(args);
  if (host.kind !== "platform" || !siteSlug) throw data(null, { status: 404 });
  const token = readSessionToken(args.request);
  if (!token) throw signInRedirect(args.request);
  const result = await callApi(
    args,
    (api) =>
      api.manage[":siteSlug"]["current-site"].$get({ param: { siteSlug: segment(siteSlug) } }),
    { token },
  );
  if (result.ok) return result.body.site;
  if (result.status === 401) throw signInRedirect(args.request, true);
  throw unexpectedApiResult(result, `manage current-site ${siteSlug}`);
}

export const sectionSaved = (intent: string, message: string, subject?: string) =>
  data<SectionResult>({ intent, ok: true, message, subject });

export function sectionInvalid(intent: string, issues: Issue[]) {
  return data<SectionResult>(
    {
      intent,
      ok: false,
      status: 400,
      error: "bad_request",
      message: "Some fields are not valid",
      issues,
    },
    400,
  );
}

/** A section form's save refused (412): what happened, and what each answer does. */
const CHANGED_ELSEWHERE =
  "This was saved elsewhere, in another tab or by another manager, after this page opened. " +
  "Load what was saved to see it (what you typed here goes), or save this page as it stands " +
  "over it.";

export function sectionFailed(
  intent: string,
  result: Extract<ApiResult<unknown>, { ok: false }>,
  subject?: string,
) {
  // A 5xx from the API is ours to log; the author sees a retryable message, not a crash page.
  if (result.status >= 500) console.error(`Kitchen ${intent} failed: API ${result.status}`);
  const failure = actionFailure(result);
  if (failure.status === 412) failure.message = CHANGED_ELSEWHERE;
  return data<SectionResult>(
    { intent, subject, ...failure },
    result.status >= 500 ? 502 : result.status,
  );
}

export const unknownIntent = (intent: string) =>
  data<SectionResult>(
    { intent, ok: false, status: 400, error: "bad_request", message: "Unknown action", issues: [] },
    400,
  );

/**
 * The If-Match a section form's save sends (SectionForm's `basedOn`): the version its fields
 * were opened with, unless the author chose to save over whatever is there now.
 */
export function conditionOf(form: FormData): { "if-match"?: string } {
  const basedOn = form.get(BASED_ON_FIELD);
  return typeof basedOn === "string" && basedOn && form.get(OVERWRITE_FIELD) !== "1"
    ? { "if-match": basedOn }
    : {};
}

/** The refusal of a save whose page fell behind, as the API words it (412). */
const changedElsewhere = (): ApiFailure => ({
  ok: false,
  status: 412,
  body: { error: EDITED_ELSEWHERE, message: CHANGED_ELSEWHERE },
  headers: new Headers(),
});

/**
 * PUT manage/{site}/sites with the settings one page edits. Title and slug are required by
 * the call; pages that don't edit them send the stored ones (other fields left out stay).
 * The save is conditional on the page's own settings as it opened them
 * (settings-pages.server.ts), unless it says overwrite: `site` is read afresh for the
 * action, so the check is against what is stored now, and the PUT names the settings' ETag
 * of that read, so a save landing in between is refused too.
 */
export async function putSiteSettings(
  args: ApiArgs,
  site: ManageSite,
  page: SettingsPage,
  fields: Partial<z.input<typeof siteSettingsBody>>,
  form: FormData,
): Promise<ApiResult<{ site: ManageSite }>> {
  const condition = conditionOf(form)["if-match"];
  if (condition && condition !== (await settingsPageVersion(site.settings, page))) {
    return changedElsewhere();
  }
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].sites.$put({
      param: { siteSlug: segment(site.slug) },
      header: condition ? { "if-match": site.settingsTag } : {},
      json: { title: site.settings.title, slug: site.settings.slug, ...fields },
    }),
  );
  if (result.ok) forgetSiteHosts(args, [site.url, result.body.site.url]);
  return result;
}

/**
 * The save moved the site's content version, but this isolate's edge layer remembers the old
 * one for each host for up to HOST_MEMO_SECONDS (lib/host-memo.ts). What a browser fetches
 * without the author's cookie (the page signed out, its manifest and icons) would show the
 * old settings until then; forgotten, the next request reads the new ones. Other isolates
 * catch up within that memo's lifetime (docs/architecture.md §6: within a minute).
 */
function forgetSiteHosts(args: ApiArgs, urls: string[]) {
  for (const url of urls) {
    if (URL.canParse(url)) args.context.forgetSiteHost?.(new URL(url).host.toLowerCase());
  }
}

/**
 * The whole action of a kitchen page that saves one part of the site's settings (About,
 * Home page, Links): its one intent, the body built from the form and checked by the
 * settings schema, the save, and the answer the page's section form reads.
 */
export function settingsSectionAction(section: {
  intent: string;
  page: SettingsPage;
  body(form: FormData): Built<Partial<z.input<typeof siteSettingsBody>>>;
  saved: string;
}) {
  return async (args: ActionFunctionArgs) => {
    const { site, form, intent } = await sectionRequest(args);
    if (intent !== section.intent) return unknownIntent(intent);
    const built = section.body(form);
    const issues = bodyIssues(built, partialSettingsBody);
    if (issues.length) return sectionInvalid(intent, issues);
    const result = await putSiteSettings(args, site, section.page, built.body, form);
    if (!result.ok) return sectionFailed(intent, result);
    return sectionSaved(intent, section.saved);
  };
}
