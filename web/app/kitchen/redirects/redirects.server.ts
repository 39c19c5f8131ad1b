import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { type ApiArgs, unexpectedApiResult } from "../../lib/api.server";
import { siteParam } from "../../lib/host.server";
import {
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../sections/section-action.server";
import { callManage } from "../shared/manager.server";
import { pageAnswersAt } from "./page-answers.server";
import { REDIRECT_INTENTS } from "./RedirectForms";
import { parseRedirectLines } from "./redirect-lines";

/** The site's redirects, newest first, for the Redirects page. */
export async function loadRedirects(args: ApiArgs, site: { slug: string }) {
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].redirects.$get({ param: siteParam(site) }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "redirects");
  return result.body.redirects;
}

/** The Redirects page's forms: add one (or give an address a new target), remove one. */
export async function redirectsAction(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  const text = (name: string) => String(form.get(name) ?? "");
  if (intent === REDIRECT_INTENTS.add) {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"].redirects.$post({
        param: siteParam(site),
        json: { redirects: [{ from: text("from"), to: text("to") }] },
      }),
    );
    if (!result.ok) return sectionFailed(intent, result);
    const [saved] = result.body.redirects;
    if (!saved) return sectionSaved(intent, "Saved.");
    const shadowed = await pageAnswersAt(args, site.slug, saved.from);
    return sectionSaved(
      intent,
      shadowed
        ? `Saved, but a page of your site is at ${saved.from}, and it comes first: the redirect to ${saved.to} applies only once that page goes (unpublished or renamed).`
        : `${saved.from} now leads to ${saved.to}.`,
    );
  }
  if (intent === REDIRECT_INTENTS.addMany) return addMany(args, site, text("lines"));
  if (intent !== REDIRECT_INTENTS.remove) return unknownIntent(intent);
  const id = z.uuid().safeParse(form.get("redirectId"));
  if (!id.success) return unknownIntent(intent);
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].redirects[":redirectId"].$delete({
      param: { ...siteParam(site), redirectId: id.data },
    }),
  );
  if (!result.ok) return sectionFailed(intent, result, id.data);
  return sectionSaved(intent, `${text("from")} no longer redirects.`, id.data);
}

/**
 * The "many at once" box: its lines (redirect-lines.ts) saved in one call. What the API
 * refuses comes back by line ("Line 3: …"), and nothing is saved until every line is right.
 */
async function addMany(args: ApiArgs, site: { slug: string }, lines: string) {
  const intent = REDIRECT_INTENTS.addMany;
  const { redirects, unreadable } = parseRedirectLines(lines);
  if (unreadable.length) {
    return sectionInvalid(
      intent,
      unreadable.map((line) => ({
        path: "lines",
        message: `Line ${line}: write the old address, then where it leads`,
      })),
    );
  }
  if (!redirects.length) {
    return sectionInvalid(intent, [{ path: "lines", message: "Paste at least one line" }]);
  }
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].redirects.$post({
      param: siteParam(site),
      json: { redirects: redirects.map(({ from, to }) => ({ from, to })) },
    }),
  );
  if (result.ok) {
    const count = result.body.redirects.length;
    return sectionSaved(intent, `Added ${count} ${count === 1 ? "redirect" : "redirects"}.`);
  }
  if (result.status !== 400 || !result.body) return sectionFailed(intent, result);
  // "redirects.2.to" is the third line read: say which line of the box it was.
  const issues = result.body.issues?.map((issue) => {
    const index = /^redirects\.(\d+)\./.exec(issue.path)?.[1];
    const line = index === undefined ? undefined : redirects[Number(index)]?.line;
    return { path: "lines", message: line ? `Line ${line}: ${issue.message}` : issue.message };
  });
  return sectionInvalid(
    intent,
    issues?.length ? issues : [{ path: "lines", message: result.body.message }],
  );
}
