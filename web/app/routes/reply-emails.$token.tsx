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
import {
  replyEmailsAction,
  replyEmailsLoader,
  type UNKNOWN_REPLY_LINK,
} from "../lib/reply-emails.server";
import { tokenPageHeaders, tokenPageMeta } from "../lib/token-page";

export const meta: MetaFunction = ({ matches }) => tokenPageMeta(matches, "E-mails about replies");

export const loader = (args: LoaderFunctionArgs) => replyEmailsLoader(args);
export const action = (args: ActionFunctionArgs) => replyEmailsAction(args);

export const headers = tokenPageHeaders;

/**
 * The reply e-mail's footer link: confirm, then "stopped" with a way back. The switch is the
 * reader's one for every site, the same as in their account's E-mails section.
 */
export default function ReplyEmails() {
  const { email, commentReplies } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = result?.done ?? (commentReplies ? "ask" : "stopped");

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
              Stop e-mails about replies to your comments?
            </h1>
            <p>
              {email} will no longer get an e-mail when someone replies to a comment you wrote, on
              this site or any other. The replies still show under the recipes.
            </p>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="stop"
                className="button button--primary"
                disabled={busy}
              >
                {busy ? "Stopping…" : "Stop these e-mails"}
              </button>
            </Form>
          </>
        ) : stage === "stopped" ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              No more e-mails about replies
            </h1>
            <p>
              {email} will no longer get an e-mail when someone replies to your comments. You can
              turn them on again here or in your account's Subscriptions page.
            </p>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="start"
                className="button button--secondary"
                disabled={busy}
              >
                {busy ? "Turning on…" : "Turn them on again"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1 ref={heading} tabIndex={-1}>
              E-mails about replies are on
            </h1>
            <p>{email} will get an e-mail when someone replies to your comments.</p>
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
    (error.data as typeof UNKNOWN_REPLY_LINK | null)?.unknownReplyEmailsLink
  ) {
    return (
      <UnknownLinkPage title="This link is not valid">
        It may have been copied incompletely. Use the link at the bottom of the e-mail itself, or
        change your e-mails in your account.
      </UnknownLinkPage>
    );
  }
  return <GeneralErrorBoundary />;
}
