import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  isRouteErrorResponse,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { useEffect, useRef } from "react";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import { UnknownLinkPage } from "../components/UnknownLinkPage";
import { unsubscribeAction, unsubscribeLoader } from "../lib/newsletter/unsubscribe.server";
import type { UNKNOWN_LINK } from "../lib/newsletter/unsubscribe-link";
import { tokenPageHeaders, tokenPageMeta } from "../lib/token-page";

export const meta: MetaFunction = ({ matches }) => tokenPageMeta(matches, "Unsubscribe");

export const loader = (args: LoaderFunctionArgs) => unsubscribeLoader(args);
export const action = (args: ActionFunctionArgs) => unsubscribeAction(args);

export const headers = tokenPageHeaders;

/**
 * The newsletter footer's link: confirm, then "You're unsubscribed" with a way
 * back. Unsubscribing only stops the e-mails; a paid plan and its access stay as they are.
 */
export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  if ("testCopy" in loaded) {
    return (
      <div className="container page page--narrow">
        <div className="auth-card stack unsubscribe">
          <h1>This link is from a test copy</h1>
          <p>
            A test or preview of a newsletter unsubscribes no one. Each subscriber's copy has a link
            of its own, which unsubscribes them.
          </p>
          <Link className="button button--primary" to="/">
            Go to Homepage
          </Link>
        </div>
      </div>
    );
  }
  return <Unsubscribe {...loaded} />;
}

function Unsubscribe({
  email,
  siteTitle,
  subscribed,
}: {
  email: string;
  siteTitle: string;
  subscribed: boolean;
}) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = result?.done === "resubscribed" ? "resubscribed" : subscribed ? "ask" : "done";

  // Each answer replaces the page's text: move focus to its heading so it is read out.
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  return (
    <div className="container page page--narrow">
      <div className="auth-card stack unsubscribe">
        {stage === "ask" ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              Unsubscribe {email} from {siteTitle}?
            </h1>
            <p>You will no longer receive {siteTitle}'s newsletter e-mails.</p>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="unsubscribe"
                className="button button--primary"
                disabled={busy}
              >
                {busy ? "Unsubscribing…" : "Unsubscribe"}
              </button>
            </Form>
          </>
        ) : stage === "done" ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              You're unsubscribed
            </h1>
            <p>
              {email} will no longer receive {siteTitle}'s newsletter e-mails. A paid subscription
              and your access to its recipes stay as they are.
            </p>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="resubscribe"
                className="button button--secondary"
                disabled={busy}
              >
                {busy ? "Resubscribing…" : "Resubscribe"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1 ref={heading} tabIndex={-1}>
              You're subscribed again
            </h1>
            <p>
              {email} will receive {siteTitle}'s newsletter e-mails again.
            </p>
            <Link className="button button--primary" to="/recipes">
              Browse recipes
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    (error.data as typeof UNKNOWN_LINK | null)?.unknownUnsubscribeLink
  ) {
    return (
      <UnknownLinkPage title="This unsubscribe link is not valid">
        It may have been copied incompletely. Use the unsubscribe link at the bottom of the
        newsletter e-mail itself.
      </UnknownLinkPage>
    );
  }
  return <GeneralErrorBoundary />;
}
