import { data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { GiftLinkResponse } from "@schema/api/gifts";
import { callApi, segment, unexpectedApiResult } from "../api.server";
import { getViewer } from "../current-user.server";
import { resolveHost } from "../host.server";
import { NO_STORE } from "../interactions/api-route.server";
import { readSessionToken } from "../session.server";

export type GiftLinkPage = {
  gift: GiftLinkResponse["gift"];
  /** The address of whoever is signed in here, when it is not the gift's. */
  signedInAs: string | null;
  siteTitle: string;
};

/**
 * /gift/{token} on a creator site: the link in a gift e-mail. Signed out, the page shows
 * whose gift it is and leads into sign-up or sign-in with the gift's address; signed in with
 * that address, the gift is taken (the API's redemption: only that account can) and the
 * reader goes to the recipe. Nothing here is cached or indexed: the address names a person.
 */
export async function giftLinkLoader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw data(null, { status: 404, headers: NO_STORE });
  const param = { siteSlug: segment(host.site.slug), token: segment(args.params.token ?? "") };
  const [link, viewer] = await Promise.all([
    callApi(args, (api) => api.site[":siteSlug"].gifts[":token"].$get({ param })),
    getViewer(args, host),
  ]);
  if (!link.ok) {
    if (link.status === 404 || link.status === 400) {
      throw data(null, { status: 404, headers: NO_STORE });
    }
    throw unexpectedApiResult(link, "gift link");
  }
  const { gift } = link.body;
  const mine = viewer.user?.email.toLowerCase() === gift.recipientEmail;
  if (mine && gift.status !== "expired") {
    const token = readSessionToken(args.request);
    const taken = await callApi(
      args,
      (api) => api.site[":siteSlug"].gifts[":token"].redemption.$post({ param }),
      { token },
    );
    if (taken.ok) throw redirect(`/recipes/${segment(taken.body.recipe.slug)}`);
    if (taken.status !== 409 && taken.status !== 403) throw unexpectedApiResult(taken, "gift");
  }
  const page: GiftLinkPage = {
    gift,
    signedInAs: viewer.user && !mine ? viewer.user.email : null,
    siteTitle: host.site.title,
  };
  return data(page, { headers: NO_STORE });
}
