import type { ContactMessageInput, SitePageResponse } from "../../../../schema/api/site-pages";
import type { PublicSite } from "../../../../schema/api/public-site";
import { type ApiArgs, apiFetch, segment, unexpectedApiResult } from "../api.server";

/** The text of a site's /terms or /contact page (the same for every visitor: no token). */
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
