import type { PublicSite } from "../../../../schema/api/public-site";
import type { ContactMessageInput, SitePageResponse } from "../../../../schema/api/site-pages";
import { type ApiArgs, apiFetch, segment, unexpectedApiResult } from "../api.server";
import { loadSitePage } from "./site-api.server";

/** The text of a site's /terms, /privacy or /contact page (the same for every visitor: no token). */
export async function getSitePage(
  args: ApiArgs,
  site: PublicSite,
  kind: SitePageResponse["kind"],
): Promise<SitePageResponse> {
  const result = await apiFetch<SitePageResponse>(
    args,
    `/site/${segment(site.slug)}/site-pages/${kind}`,
  );
  if (!result.ok) throw unexpectedApiResult(result, `site page ${kind}`);
  return result.body;
}

/** The /contact form's message, through the API, which mails the creator. */
export function postContactMessage(args: ApiArgs, site: PublicSite, body: ContactMessageInput) {
  return apiFetch<{ ok: true }>(args, `/site/${segment(site.slug)}/contact-messages`, {
    method: "POST",
    body,
  });
}

/** The loader of /terms and /privacy: the page's text and the origin its meta names. */
export async function loadSitePageText(args: ApiArgs, kind: "terms" | "privacy") {
  const { site, origin } = await loadSitePage(args);
  const page = await getSitePage(args, site, kind);
  return { origin, body: page.body };
}
