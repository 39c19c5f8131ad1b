import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, type MetaFunction, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { callApi, segment } from "../lib/api.server";
import { resolveHost } from "../lib/host.server";
import { NO_STORE } from "../lib/interactions/api-route.server";
import { NEWSLETTER_TEXT } from "../lib/interactions/newsletter-modal";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "Confirm your subscription"),
  // The address is a one-time secret: out of search engines and other sites' Referer.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

async function siteSlug(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw data(null, { status: 404 });
  return host.site.slug;
}

/**
 * The double opt-in link of the footer form and the newsletter modal lands here (issue
 * 16). Opening it spends nothing, because mail scanners open links: the person confirms
 * with the button, a POST.
 */
export async function loader(args: LoaderFunctionArgs) {
  await siteSlug(args);
  return data(null, { headers: NO_STORE });
}

export async function action(args: ActionFunctionArgs) {
  const slug = await siteSlug(args);
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"]["newsletter-confirmations"].$post({
      param: { siteSlug: segment(slug) },
      json: { token: args.params.token ?? "" },
    }),
  );
  if (result.ok) return data({ confirmed: true as const }, { headers: NO_STORE });
  // 404 (used, expired, unknown) and 400 (malformed) mean the same to the person.
  if (result.status !== 404 && result.status !== 400) {
    console.error(`Newsletter confirmation failed: ${result.status}`);
    return data({ confirmed: false as const, failed: true }, { status: 502, headers: NO_STORE });
  }
  return data({ confirmed: false as const, failed: false }, { status: 404, headers: NO_STORE });
}

export default function ConfirmSubscription() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer replaces the button that had focus: its heading takes focus, so it is read out.
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  return (
    <div className="container page page--narrow">
      <div className="stack subscribe-success">
        {result?.confirmed ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              {NEWSLETTER_TEXT.thanksTitle}
            </h1>
            <p role="status">Your subscription is confirmed. {NEWSLETTER_TEXT.thanksDetail}</p>
            <Link className="button button--primary" to="/recipes">
              Browse recipes
            </Link>
          </>
        ) : result ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              Confirm your subscription
            </h1>
            <p role="alert">
              {result.failed
                ? "Something went wrong. Please try again."
                : "This confirmation link has expired or was already used. Sign up again to get a new one."}
            </p>
            <Link className="button" to="/">
              Back to the home page
            </Link>
          </>
        ) : (
          <>
            <h1>Confirm your subscription</h1>
            <p>Confirm that you want to receive new recipes from us by e-mail.</p>
            <Form method="post">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? "Confirming..." : "Confirm subscription"}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
