import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { TEST_COPY_UNSUBSCRIBE_TOKEN } from "@schema/api/newsletter-links";
import { callApi, segment, unexpectedApiResult } from "../api.server";
import { resolveHost } from "../host.server";
import { NO_STORE } from "../interactions/api-route.server";
import { UNKNOWN_LINK } from "./unsubscribe-link";

/**
 * /unsubscribe/{token} on a creator site: the link in every newsletter's footer and in its
 * List-Unsubscribe header. The signed token is the only authority (no session, no cookie),
 * and the page names an address, so nothing here is cached or indexed.
 */

async function siteSlugOf(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw data(null, { status: 404 });
  return host.site.slug;
}

const linkParam = (siteSlug: string, token: string) => ({
  siteSlug: segment(siteSlug),
  token: segment(token),
});

export async function unsubscribeLoader(args: LoaderFunctionArgs) {
  const siteSlug = await siteSlugOf(args);
  // A test copy's link, followed by the manager who sent it: not broken, only not a reader's.
  if (args.params.token === TEST_COPY_UNSUBSCRIBE_TOKEN) {
    return data({ testCopy: true } as const, { headers: NO_STORE });
  }
  const param = linkParam(siteSlug, args.params.token ?? "");
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"].unsubscribe[":token"].$get({ param }),
  );
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) {
      throw data(UNKNOWN_LINK, { status: 404, headers: NO_STORE });
    }
    throw unexpectedApiResult(result, "unsubscribe link");
  }
  return data(result.body, { headers: NO_STORE });
}

export type UnsubscribeActionData = { done: "unsubscribed" | "resubscribed" };

/**
 * The page's Unsubscribe and Resubscribe buttons. The token authorises them, not a session.
 * (A mail provider's RFC 8058 one-click POST is answered before Remix, in one-click.ts.)
 */
export async function unsubscribeAction(args: ActionFunctionArgs) {
  const siteSlug = await siteSlugOf(args);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent !== "unsubscribe" && intent !== "resubscribe") {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const param = linkParam(siteSlug, args.params.token ?? "");
  const result = await callApi(args, (api) =>
    intent === "unsubscribe"
      ? api.site[":siteSlug"].unsubscribe[":token"].$post({ param })
      : api.site[":siteSlug"].resubscribe[":token"].$post({ param }),
  );
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) {
      throw data(UNKNOWN_LINK, { status: 404, headers: NO_STORE });
    }
    throw unexpectedApiResult(result, `${intent} link`);
  }
  const done: UnsubscribeActionData["done"] =
    intent === "unsubscribe" ? "unsubscribed" : "resubscribed";
  return data<UnsubscribeActionData>({ done }, { headers: NO_STORE });
}
