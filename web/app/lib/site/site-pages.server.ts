import type { PublicSite } from "@schema/api/public-site";
import type { ContactMessageInput, SitePageResponse } from "@schema/api/site-pages";
import { type ApiArgs, callApi, segment, unexpectedApiResult } from "../api.server";
import { platformOrigin, resolveHost } from "../host.server";
import { loadSitePage } from "./site-api.server";

/** The text of a site's /terms, /privacy or /contact page (the same for every visitor: no token). */
export async function getSitePage(
  args: ApiArgs,
  site: PublicSite,
  kind: SitePageResponse["kind"],
): Promise<SitePageResponse> {
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"]["site-pages"][":kind"].$get({
      param: { siteSlug: segment(site.slug), kind },
    }),
  );
  if (!result.ok) throw unexpectedApiResult(result, `site page ${kind}`);
  return result.body;
}

/** The /contact form's message, through the API, which mails the creator. */
export function postContactMessage(args: ApiArgs, site: PublicSite, body: ContactMessageInput) {
  return callApi(args, (api) =>
    api.site[":siteSlug"]["contact-messages"].$post({
      param: { siteSlug: segment(site.slug) },
      json: body,
    }),
  );
}

/**
 * The loader of /terms and /privacy: the page's text and the origin its meta names. The
 * platform host has its own (its footer links them), every site its creator's or the default.
 */
export async function loadSitePageText(args: ApiArgs, kind: "terms" | "privacy") {
  if ((await resolveHost(args)).kind === "platform") {
    const result = await callApi(args, (api) =>
      api.platform.pages[":kind"].$get({ param: { kind } }),
    );
    if (!result.ok) throw unexpectedApiResult(result, `platform page ${kind}`);
    return { origin: platformOrigin(args), body: result.body.body };
  }
  const { site, origin } = await loadSitePage(args);
  const page = await getSitePage(args, site, kind);
  return { origin, body: page.body };
}
