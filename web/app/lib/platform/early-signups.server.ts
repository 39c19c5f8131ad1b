import { data } from "@remix-run/cloudflare";
import { earlySignupBody } from "@schema/api/early-signups";
import { type ApiArgs, callApi, unexpectedApiResult } from "../api.server";
import { resolveHost } from "../host.server";
import { readForm } from "../read-form.server";
import { retryAfterText } from "../retry-after";
import { readSessionToken } from "../session.server";

export type EarlySignupResult =
  | { ok: true; email: string }
  | { ok: false; fieldError?: string; formError?: string; email: string; siteName: string };

/** These pages live on the platform host only; on a creator site they do not exist. */
export async function requirePlatformHost(args: ApiArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "platform") throw data(null, { status: 404 });
}

/** The home page's early sign-up form: checked here, then stored and mailed by the API. */
export async function earlySignupAction(args: ApiArgs) {
  await requirePlatformHost(args);
  const form = await readForm(args.request);
  const email = String(form.get("email") ?? "");
  const siteName = String(form.get("siteName") ?? "");
  const failed = (fail: { fieldError?: string; formError?: string }, status: number) =>
    data<EarlySignupResult>({ ok: false, email, siteName, ...fail }, status);

  const parsed = earlySignupBody.safeParse({ email, siteName });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return issue?.path[0] === "email"
      ? failed({ fieldError: issue.message }, 400)
      : failed({ formError: issue?.message ?? "Please check the form." }, 400);
  }
  const result = await callApi(args, (api) =>
    api.manage["early-signups"].$post({ json: parsed.data }),
  );
  if (result.ok) return data<EarlySignupResult>({ ok: true, email: parsed.data.email });
  if (result.status === 400) {
    return failed(
      { formError: result.body?.issues?.[0]?.message ?? "Please check the form." },
      400,
    );
  }
  if (result.status === 429) {
    const wait = retryAfterText(result.headers.get("Retry-After"));
    return failed({ formError: `Too many sign-ups in a short time. ${wait ?? ""}`.trim() }, 429);
  }
  console.error(`Early sign-up failed: API ${result.status}`);
  return failed({ formError: "Something went wrong. Please try again." }, 502);
}

/** The confirmation link's POST (a scanner's GET of the link confirms nothing). */
export async function confirmEarlySignup(args: ApiArgs, token: string) {
  const result = await callApi(args, (api) =>
    api.manage["early-signups"].confirmations.$post({ json: { token } }),
  );
  if (result.ok) return "confirmed" as const;
  if (result.status === 404 || result.status === 400) return "unknown" as const;
  throw unexpectedApiResult(result, "early sign-up confirmation");
}

/** The staff list; anyone else (signed out included) gets the platform's 404 page. */
export async function loadEarlySignupList(args: ApiArgs) {
  await requirePlatformHost(args);
  const token = readSessionToken(args.request);
  if (!token) throw data(null, { status: 404 });
  const result = await callApi(args, (api) => api.manage["early-signups"].$get(), { token });
  if (result.ok) return result.body.earlySignups;
  if (result.status === 401 || result.status === 404) throw data(null, { status: 404 });
  throw unexpectedApiResult(result, "early sign-ups");
}
