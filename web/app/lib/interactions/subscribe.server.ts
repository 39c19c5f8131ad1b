import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { INVALID_EMAIL_MESSAGE } from "@schema/api/email-pattern";
import type { PlanType } from "@schema/api/identity";
import { callApi, segment, unexpectedApiResult } from "../api.server";
import { getViewer } from "../current-user.server";
import { isValidEmail } from "../email";
import { getPublicSite, resolveHost } from "../host.server";
import { safeNextPath } from "../next-path";
import { readForm } from "../read-form.server";
import { readSessionToken } from "../session.server";
import { NO_STORE } from "./api-route.server";
import { subscribePageRedirects } from "./plans";
import { type SubscribeError, subscribeError } from "./subscribe-result";

/**
 * The subscribe pages' server side (docs/spec/visitor-experience.md §2 /subscribe…, §4 "Subscribe
 * flow", §8). The form is a plain Remix form: it works before script loads, and the token stays in
 * its HttpOnly cookie.
 */

/** The page's address for the API: where checkout returns to, and the success pages. */
export const CHECKOUT_SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

async function siteOnly(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw data(null, { status: 404 });
  return host;
}

/** A page naming someone's address, or seen signed in, is nobody else's: not cached. */
const personal = (yes: boolean) => (yes ? { headers: NO_STORE } : undefined);

export async function subscribePageLoader(args: LoaderFunctionArgs) {
  const host = await siteOnly(args);
  const [site, viewer] = await Promise.all([
    getPublicSite(args, host.site.slug),
    getViewer(args, host),
  ]);
  const query = new URL(args.request.url).searchParams;
  // ?next=: the page the reader came from (a locked recipe), where they go back afterwards.
  const next = safeNextPath(query.get("next"));
  if (subscribePageRedirects(site, viewer.user)) throw redirect(next);
  const email = query.get("email")?.trim() ?? "";
  return data({ email, next }, personal(email !== "" || viewer.user !== null));
}

/** ?next= for the pages after subscribing; nothing for the home page. */
const nextQuery = (next: string) => (next === "/" ? "" : `?${new URLSearchParams({ next })}`);

export type SubscribeActionData = { error: SubscribeError; email: string; plan: PlanType };

const PLANS: readonly PlanType[] = ["free", "monthly", "yearly"];

export async function subscribeAction(args: ActionFunctionArgs) {
  const host = await siteOnly(args);
  const form = await readForm(args.request);
  const chosen = String(form.get("plan") ?? "free");
  const plan: PlanType = (PLANS as readonly string[]).includes(chosen)
    ? (chosen as PlanType)
    : "free";
  const email = String(form.get("email") ?? "").trim();
  const next = safeNextPath(String(form.get("next") ?? ""));
  const token = readSessionToken(args.request);
  const failed = (error: SubscribeError) =>
    data<SubscribeActionData>({ error, email, plan }, { headers: NO_STORE });

  // docs/spec/visitor-experience.md §5: signed in, the account's address counts; signed out, a bad
  // one sends nothing.
  if (!token && !isValidEmail(email)) {
    return failed({ kind: "field", message: INVALID_EMAIL_MESSAGE });
  }

  const origin = new URL(args.request.url).origin;
  const result = await callApi(
    args,
    (api) =>
      api.site[":siteSlug"].subscriptions.$post({
        param: { siteSlug: segment(host.site.slug) },
        json: {
          siteSlug: host.site.slug,
          email: token ? undefined : email,
          plan,
          return: `${origin}/subscribe${nextQuery(next)}`,
          nextFree: `${origin}/subscribe/success${nextQuery(next)}`,
          nextPaid: `${origin}/subscribe/success/${CHECKOUT_SESSION_PLACEHOLDER}${nextQuery(next)}`,
          // The confirming link leads back to what the reader was reading (a locked recipe).
          nextLogin: `${origin}${next}`,
        },
      }),
    { token },
  );
  if (!result.ok) {
    const error = subscribeError(result.status, result.body);
    // docs/spec/visitor-experience.md §8: failures are logged; the visitor's own mistakes are not
    // failures.
    if (result.status >= 500 || !result.body) {
      console.error(`Subscribe failed: ${result.status}`, result.body?.error ?? "");
    }
    return failed(error);
  }
  const checkout = result.body.checkout?.url;
  if (checkout) throw redirect(checkout);
  // Signed out, the success page shows the address the sign-in link went to.
  const query = new URLSearchParams(next === "/" ? {} : { next });
  if (!token && result.body.accountCreated) query.set("email", email);
  throw redirect(`/subscribe/success${query.size ? `?${query}` : ""}`);
}

export async function subscribeSuccessLoader(args: LoaderFunctionArgs) {
  await siteOnly(args);
  const query = new URL(args.request.url).searchParams;
  const email = query.get("email")?.trim() ?? "";
  return data({ email, next: safeNextPath(query.get("next")) }, personal(email !== ""));
}

export async function checkoutSuccessLoader(args: LoaderFunctionArgs) {
  const host = await siteOnly(args);
  const sessionId = args.params.sessionId ?? "";
  const result = await callApi(
    args,
    (api) =>
      api.site[":siteSlug"]["checkout-sessions"][":checkoutSessionId"].$get({
        param: { siteSlug: segment(host.site.slug), checkoutSessionId: segment(sessionId) },
      }),
    { token: readSessionToken(args.request) },
  );
  if (!result.ok) {
    // An unknown or malformed session id is a page that does not exist.
    if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
    throw unexpectedApiResult(result, "checkout session");
  }
  const next = safeNextPath(new URL(args.request.url).searchParams.get("next"));
  return data({ ...result.body, next }, { headers: NO_STORE });
}
