import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { email as emailShape } from "@schema/api/common";
import { INVALID_EMAIL_MESSAGE } from "@schema/api/email-pattern";
import { type RestoredAccount, restoredLanding } from "./account/restore-notice";
import { type ApiArgs, type ApiFailure, callApi } from "./api.server";
import { getPublicSite, resolveHost, siteParam } from "./host.server";
import { CALLBACK_PATH, safeNextPath, signInNextPath, signUpNextPath } from "./next-path";
import { readForm } from "./read-form.server";
import { retryAfterText } from "./retry-after";
import { sessionCookie } from "./session.server";

export const GENERIC_ERROR = "Something went wrong. Please try again.";
export const WRONG_CODE = "That code is incorrect or has expired.";

/** What the sign-in and sign-up pages render after a POST. */
export type AuthFormResult = { next: string } & (
  | { stage: "form"; email: string; fieldError?: string; formError?: string }
  | { stage: "confirm"; email: string; codeError?: string }
);

/**
 * docs/spec/visitor-experience.md §8: one message for any failure, plus when to retry if the rate
 * limit said so.
 */
export function failureMessage(result: ApiFailure): string {
  console.error(`Sign-in request failed: ${result.status} ${result.body?.error ?? ""}`);
  const retry = result.status === 429 ? retryAfterText(result.headers.get("Retry-After")) : null;
  return retry ? `${GENERIC_ERROR} ${retry}` : GENERIC_ERROR;
}

/**
 * Stores the new auth token and goes where the visitor was heading; a sign-in that undid the
 * account's deletion first says what came back, once: on the platform in the account area
 * (the way there from /account-deleted would otherwise land on "Your account is deleted"),
 * on a creator site on its welcome-back page, which links to the account area (another host)
 * and leads on to where the reader was going.
 */
export function signedInRedirect(
  request: Request,
  signedIn: { authToken: string; restoredAccount?: RestoredAccount },
  next: string,
  hostKind: "platform" | "site",
) {
  const restored = signedIn.restoredAccount;
  const on =
    hostKind === "platform"
      ? ({ host: "platform" } as const)
      : ({ host: "site", next: safeNextPath(next) } as const);
  return redirect(restored ? restoredLanding(restored, on) : safeNextPath(next), {
    headers: { "Set-Cookie": sessionCookie(request, signedIn.authToken) },
  });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The action behind /sign-in and /sign-up on every host. `intent=request` asks the API to
 * mail a link (and code); `intent=code` signs in with the code from that e-mail.
 */
export async function authFormAction(args: ActionFunctionArgs, mode: "sign-in" | "sign-up") {
  const host = await resolveHost(args);
  const form = await readForm(args.request);
  const posted = safeNextPath(text(form, "next"));
  const next =
    mode === "sign-up" ? signUpNextPath(host.kind, posted) : signInNextPath(host.kind, posted);
  const parsedEmail = emailShape.safeParse(text(form, "email"));

  if (text(form, "intent") === "code") {
    const address = parsedEmail.success ? parsedEmail.data : text(form, "email");
    const code = text(form, "code").replace(/\s+/g, "");
    if (!parsedEmail.success || !/^\d{6}$/.test(code)) {
      return data<AuthFormResult>(
        { stage: "confirm", email: address, codeError: WRONG_CODE, next },
        400,
      );
    }
    const json = { email: address, code };
    const result = await callApi(args, (api) =>
      host.kind === "platform"
        ? api.manage["sign-in-codes"].$post({ json })
        : api.site[":siteSlug"]["sign-in-codes"].$post({ param: siteParam(host.site), json }),
    );
    if (result.ok) return signedInRedirect(args.request, result.body, next, host.kind);
    const codeError =
      result.status === 401 || result.status === 400 ? WRONG_CODE : failureMessage(result);
    return data<AuthFormResult>(
      { stage: "confirm", email: address, codeError, next },
      result.status,
    );
  }

  if (!parsedEmail.success) {
    return data<AuthFormResult>(
      { stage: "form", email: text(form, "email"), fieldError: INVALID_EMAIL_MESSAGE, next },
      400,
    );
  }
  const result = await requestLink(args, host, mode, parsedEmail.data, form, next);
  if (result.ok) {
    return data<AuthFormResult>({ stage: "confirm", email: parsedEmail.data, next }, 200);
  }
  return data<AuthFormResult>(
    { stage: "form", email: parsedEmail.data, formError: failureMessage(result), next },
    result.status,
  );
}

/** Asks the API to mail the sign-in (or sign-up) link and code. */
async function requestLink(
  args: ApiArgs,
  host: Awaited<ReturnType<typeof resolveHost>>,
  mode: "sign-in" | "sign-up",
  email: string,
  form: FormData,
  next: string,
) {
  // The link in the e-mail comes back to this host, whichever host the form was on.
  const callbackUrl = `${new URL(args.request.url).origin}${CALLBACK_PATH}`;
  const query = { next };
  if (mode === "sign-in") {
    const json = { email, callbackUrl };
    return callApi(args, (api) =>
      host.kind === "platform"
        ? api.manage["sign-in"].$post({ query, json })
        : api.site[":siteSlug"]["sign-in"].$post({ param: siteParam(host.site), query, json }),
    );
  }
  if (host.kind === "platform") {
    const userAgent = args.request.headers.get("User-Agent")?.slice(0, 1024);
    return callApi(args, (api) =>
      api.manage["sign-up"].$post({ query, json: { email, callbackUrl, userAgent } }),
    );
  }
  // The checkbox only exists when the site sends newsletters; an unchecked box is absent.
  const site = await getPublicSite(args, host.site.slug);
  const subscribe = site.newslettersEnabled && form.get("subscribe") === "on";
  return callApi(args, (api) =>
    api.site[":siteSlug"]["sign-up"].$post({
      param: siteParam(host.site),
      query,
      json: { email, callbackUrl, subscribe },
    }),
  );
}
