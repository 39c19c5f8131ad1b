import { data, redirect } from "@remix-run/cloudflare";
import { contributorBody } from "@schema/api/manage-contributors";
import { type ApiArgs, callApi, segment, unexpectedApiResult } from "../../lib/api.server";
import {
  conditionOf,
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../sections/section-action.server";
import { bodyIssues } from "../sections/section-bodies";
import { kitchenPath } from "../shared/kitchen-sections";
import { actionFailure, callManage } from "../shared/manager.server";
import {
  contributorFormBody,
  DELETE_CONTRIBUTOR,
  type InlineContributorResult,
  SAVE_CONTRIBUTOR,
} from "./contributor-form";

export async function loadContributors(args: ApiArgs, siteSlug: string) {
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].contributors.$get({ param: { siteSlug: segment(siteSlug) } }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "contributors");
  return result.body.contributors;
}

/** Whether the site's public Contributors page lists anyone yet (it is a 404 until then). */
export async function hasContributorsPage(args: ApiArgs, siteSlug: string) {
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"].contributors.$get({ param: { siteSlug: segment(siteSlug) } }),
  );
  // Only a hint in the header: a failed read leaves the page itself working.
  return result.ok && result.body.contributors.length > 0;
}

/** The contributor being edited, with its ETag (the form's `basedOn`); "new" is a blank form. */
export async function loadContributor(args: ApiArgs, siteSlug: string, id: string) {
  if (id === "new") return { contributor: null, tag: undefined };
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].contributors[":contributorId"].$get({
      param: { siteSlug: segment(siteSlug), contributorId: segment(id) },
    }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "contributor");
  return { contributor: result.body.contributor, tag: result.headers.get("ETag") ?? undefined };
}

type Params = { params: { site?: string; contributorId?: string } };

export async function saveContributorAction(args: ApiArgs & Params) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent !== SAVE_CONTRIBUTOR) return unknownIntent(intent);
  const built = contributorFormBody(form);
  const issues = bodyIssues(built, contributorBody);
  if (issues.length) return sectionInvalid(intent, issues);
  const id = args.params.contributorId ?? "new";
  const isNew = id === "new";
  const siteSlug = segment(site.slug);
  const result = await callManage(args, (manage) =>
    isNew
      ? manage[":siteSlug"].contributors.$post({ param: { siteSlug }, json: built.body })
      : manage[":siteSlug"].contributors[":contributorId"].$put({
          param: { siteSlug, contributorId: segment(id) },
          header: conditionOf(form),
          json: built.body,
        }),
  );
  if (!result.ok) return sectionFailed(intent, result);
  const params = new URLSearchParams({ saved: result.body.contributor.name });
  return redirect(kitchenPath(site.slug, "contributors", `?${params}`));
}

/**
 * The list page's action. A form post deletes one; a JSON post (the recipe editor adding
 * someone without leaving the recipe) creates one and answers with them.
 */
export async function contributorListAction(args: ApiArgs & Params) {
  if (args.request.headers.get("Content-Type")?.includes("application/json")) {
    return createInline(args);
  }
  const { site, form, intent } = await sectionRequest(args);
  if (intent !== DELETE_CONTRIBUTOR) return unknownIntent(intent);
  const id = String(form.get("contributorId") ?? "");
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].contributors[":contributorId"].$delete({
      param: { siteSlug: segment(site.slug), contributorId: segment(id) },
    }),
  );
  if (!result.ok) return sectionFailed(intent, result, id);
  return sectionSaved(intent, `Deleted ${String(form.get("name") ?? "the contributor")}.`, id);
}

async function createInline(args: ApiArgs & Params) {
  const siteSlug = args.params.site ?? "";
  const posted = (await args.request.json().catch(() => null)) as {
    name?: unknown;
    bio?: unknown;
  } | null;
  const body = {
    name: typeof posted?.name === "string" ? posted.name : "",
    bio: typeof posted?.bio === "string" && posted.bio.trim() ? posted.bio : null,
  };
  const parsed = contributorBody.safeParse(body);
  if (!parsed.success) {
    return data<InlineContributorResult>(
      {
        ok: false,
        status: 400,
        error: "bad_request",
        message: parsed.error.issues[0]?.message ?? "Some fields are not valid",
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join("."),
          message: issue.message,
        })),
      },
      400,
    );
  }
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].contributors.$post({
      param: { siteSlug: segment(siteSlug) },
      json: parsed.data,
    }),
  );
  if (!result.ok) {
    return data<InlineContributorResult>(
      actionFailure(result),
      result.status >= 500 ? 502 : result.status,
    );
  }
  const { id, name } = result.body.contributor;
  return data<InlineContributorResult>({ ok: true, contributor: { id, name } });
}
