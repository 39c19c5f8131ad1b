import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { type ApiArgs, unexpectedApiResult } from "../../lib/api.server";
import { siteParam } from "../../lib/host.server";
import {
  sectionFailed,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../sections/section-action.server";
import { callManage } from "../shared/manager.server";
import { REDIRECT_INTENTS } from "./RedirectForms";

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
    return sectionSaved(intent, saved ? `${saved.from} now leads to ${saved.to}.` : "Saved.");
  }
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
