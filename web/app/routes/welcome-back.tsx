import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ContinueLink } from "../components/subscribe/ContinueLink";
import { readRestored, restoredLanding, restoreNoticeLines } from "../lib/account/restore-notice";
import { resolveHost } from "../lib/host.server";
import { safeNextPath } from "../lib/next-path";
import { pageTitle } from "../lib/root-data";
import { readSessionToken } from "../lib/session.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "Welcome back"),
  { name: "robots", content: "noindex" },
];

/**
 * /welcome-back on a creator's site: where a sign-in there that undid the account's deletion
 * lands (lib/auth-forms.server.ts signedInRedirect), once, with what came back, a way to the
 * account area's Subscriptions (another host, through /account-link) and on to where the
 * reader was going. Not signed in, or no restore to tell: straight on.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const restored = readRestored(url);
  const next = safeNextPath(url.searchParams.get("next"));
  const host = await resolveHost(args);
  if (host.kind === "platform") {
    throw redirect(restored ? restoredLanding(restored) : "/subscriptions");
  }
  if (!restored || !readSessionToken(args.request)) throw redirect(next);
  return { restored, next };
}

export default function WelcomeBack() {
  const { restored, next } = useLoaderData<typeof loader>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The news of the sign-in (as the account area's restore notice does): read out first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="container page page--narrow">
      <div className="panel stack">
        <h1 ref={heading} tabIndex={-1}>
          Welcome back
        </h1>
        {restoreNoticeLines(restored, "site").map((line) => (
          <p key={line}>{line}</p>
        ))}
        <div className="button-row">
          <ContinueLink next={next} />
          {/* The account area is on the platform host: signed in there by a single-use token. */}
          <form method="post" action="/account-link" target="_blank" rel="noopener">
            <input type="hidden" name="section" value="subscriptions" />
            <button type="submit" className="button button--secondary">
              Your subscriptions
              <span className="visually-hidden"> (opens in a new tab)</span>
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
