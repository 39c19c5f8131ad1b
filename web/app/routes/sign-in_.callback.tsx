import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { AuthEmailForm } from "../components/AuthEmailForm";
import { callApi, segment } from "../lib/api.server";
import { signedInRedirect } from "../lib/auth-forms.server";
import { useNonce } from "../lib/csp-nonce";
import { endSession } from "../lib/end-session.server";
import { resolveHost, siteParam } from "../lib/host.server";
import { CALLBACK_PATH, safeNextPath } from "../lib/next-path";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "Sign in"),
  // The address carries a sign-in token: keep it out of search engines and other sites'
  // Referer headers. Not "no-referrer": that makes the browser send "Origin: null" with the
  // confirming POST, which fails the same-origin check.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

/**
 * The e-mailed link lands here. A GET spends nothing (mail scanners open links): the page
 * confirms with a POST, submitted by a tiny inline script as soon as it loads.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("mgk") ?? "",
    next: safeNextPath(url.searchParams.get("next")),
  };
}

export async function action(args: ActionFunctionArgs) {
  const host = await resolveHost(args);
  const form = await readForm(args.request);
  const token = String(form.get("token") ?? "");
  const next = safeNextPath(String(form.get("next") ?? ""));
  if (token) {
    const result = await callApi(args, (api) =>
      host.kind === "platform"
        ? api.manage["sign-in"][":token"].$post({ param: { token: segment(token) } })
        : api.site[":siteSlug"]["sign-in"][":token"].$post({
            param: { ...siteParam(host.site), token: segment(token) },
          }),
    );
    if (result.ok) return signedInRedirect(args.request, result.body, next, host.kind);
    // The site is moving databases and this sign-up subscribes: the link is unspent and
    // works again in a minute (docs/decisions/0014-site-databases.md, "Moving a site").
    if (result.body?.error === "site_moving") {
      return data({ expired: false as const, retry: result.body.message, token, next }, 503);
    }
    console.error(`Magic link confirmation failed: ${result.status} ${result.body?.error ?? ""}`);
  }
  // A failed link signs out whoever was signed in here (lib/end-session.server.ts).
  const headers = { "Set-Cookie": await endSession(args) };
  return data({ expired: true as const, retry: null, token: "", next }, { status: 401, headers });
}

const FORM_ID = "confirm-sign-in";

// Runs right after the form is parsed, before the app's scripts: submits the form natively
// (so it works even if the app never hydrates) and swaps the label while the POST runs.
const AUTO_SUBMIT = `(function(){var f=document.getElementById("${FORM_ID}");if(!f)return;f.addEventListener("submit",function(){f.setAttribute("data-pending","")});if(f.requestSubmit){f.requestSubmit()}else{f.setAttribute("data-pending","");f.submit()}})();`;

export default function SignInCallback() {
  const loaded = useLoaderData<typeof loader>();
  const nonce = useNonce();
  const result = useActionData<typeof action>();
  // The form posts to the bare path: after a "try again later" the token is the action's.
  const token = result?.token || loaded.token;
  const next = result?.next ?? loaded.next;

  if (!token || result?.expired) {
    return (
      <div className="container page page--narrow">
        <div className="auth-card stack">
          <h1>Your sign in link has expired</h1>
          <p>
            Enter the email address associated with your account, and we'll send a new magic link to
            your inbox.
          </p>
          <AuthEmailForm mode="sign-in" action="/sign-in" next={next} />
        </div>
      </div>
    );
  }

  return (
    <div className="container page page--narrow">
      <div className="auth-card stack">
        <h1>Signing in</h1>
        {/* A plain form: the POST must happen even before (or without) hydration. */}
        <form id={FORM_ID} method="post" action={CALLBACK_PATH} className="stack confirm-form">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="next" value={next} />
          {result?.retry ? (
            <p role="alert">{result.retry}</p>
          ) : (
            <p>Confirm to finish signing in.</p>
          )}
          <button type="submit" className="button button--primary button--block">
            <span className="confirm-form__idle">Confirm sign in</span>
            <span className="confirm-form__pending">Signing In...</span>
          </button>
        </form>
        {/* The CSP nonce is the server's; browsers hide it from the hydrating DOM. Not
            again after a "try again later": the reader retries with the button. */}
        {result?.retry ? null : (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: AUTO_SUBMIT }}
          />
        )}
      </div>
    </div>
  );
}
