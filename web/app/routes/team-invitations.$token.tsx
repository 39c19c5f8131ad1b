import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  isRouteErrorResponse,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { INVITATION_DAYS } from "@schema/api/team-texts";
import { useEffect, useRef } from "react";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import { UnknownLinkPage } from "../components/UnknownLinkPage";
import { WrongAccountNotice } from "../components/WrongAccountNotice";
import {
  type InvitationActionData,
  invitationAction,
  invitationLoader,
  type UnknownInvitation,
} from "../lib/team-invitation.server";
import { tokenPageHeaders, tokenPageMeta } from "../lib/token-page";

export const meta: MetaFunction = ({ matches }) => tokenPageMeta(matches, "Team invitation");

export const loader = (args: LoaderFunctionArgs) => invitationLoader(args);
export const action = (args: ActionFunctionArgs) => invitationAction(args);
export const headers = tokenPageHeaders;

/**
 * The invitation e-mail's link (lib/team-invitation.server.ts): who invites the person to
 * which site; sign-in with the invited address when signed out (it makes the account of a
 * new address); the Accept
 * button when signed in with it, which opens the site's kitchen.
 */
export default function TeamInvitation() {
  const { invitation, signedInAs } = useLoaderData<typeof loader>();
  const refused = useActionData<InvitationActionData>();
  const navigation = useNavigation();
  const accepting = navigation.state !== "idle" && navigation.formData?.get("intent") === "accept";
  const next = `/team-invitations/${encodeURIComponent(useParams().token ?? "")}`;
  const refusal = useRef<HTMLParagraphElement>(null);
  const site = invitation.site.title;
  const mine = signedInAs?.toLowerCase() === invitation.email;

  // A refused Accept replaces nothing else on the page: its reason takes focus to be read.
  useEffect(() => {
    if (refused) refusal.current?.focus();
  }, [refused]);

  if (invitation.status === "expired") {
    return (
      <div className="container page page--narrow">
        <div className="auth-card stack">
          <h1>This invitation has expired</h1>
          <p>
            {invitation.inviterName} invited {invitation.email} to help run {site}, but the link
            works for {INVITATION_DAYS} days only. Ask {invitation.inviterName} to invite you again.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="container page page--narrow">
      <div className="auth-card stack">
        <h1>
          {invitation.inviterName} invited you to help run {site}
        </h1>
        <p>
          As a manager of {site} you write and publish its recipes, answer readers' comments, send
          its newsletters and change its settings in the kitchen.
        </p>
        {refused ? (
          <p ref={refusal} tabIndex={-1} role="alert" className="notice notice--warning">
            {refused.error}
          </p>
        ) : null}
        {mine ? (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="accept"
              className="button button--primary"
              disabled={accepting}
            >
              {accepting ? "Accepting…" : "Accept"}
            </button>
          </Form>
        ) : signedInAs ? (
          <WrongAccountNotice
            linkFor="This invitation"
            intendedFor={invitation.email}
            signedInAs={signedInAs}
          />
        ) : (
          <>
            <p>
              It's for {invitation.email}. Sign in with that address to accept it: we'll e-mail you
              a link, no password needed. If you don't have an account yet, signing in makes one.
            </p>
            <Form method="post" action="/sign-in">
              <input type="hidden" name="intent" value="request" />
              <input type="hidden" name="next" value={next} />
              <input type="hidden" name="email" value={invitation.email} />
              <button type="submit" className="button button--primary">
                Sign in as {invitation.email}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const unknown = error.data as UnknownInvitation | null;
    if (unknown?.unknownInvitation) {
      return (
        <UnknownLinkPage title="This invitation is not valid">{unknown.message}</UnknownLinkPage>
      );
    }
  }
  return <GeneralErrorBoundary />;
}
