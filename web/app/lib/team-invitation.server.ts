import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import type { InvitationLinkResponse } from "@schema/api/manage-team";
import { JOINED_PARAM } from "../kitchen/team/JoinedTeamNotice";
import { callApi, segment, unexpectedApiResult } from "./api.server";
import { getViewer } from "./current-user.server";
import { resolveHost } from "./host.server";
import { NO_STORE } from "./interactions/api-route.server";
import { readSessionToken } from "./session.server";

/**
 * /team-invitations/{token} on the platform host: the link in the e-mail inviting someone
 * to help run a site (worker/services/team/CONTEXT.md). The page shows who invites them to
 * which site; signed out it leads into sign-up or sign-in with the invited address, which
 * come back here; signed in with that address, the Accept button posts the acceptance. Opening
 * the link never accepts (mail scanners open links). Nothing here is cached or indexed: the
 * address carries the token and the page names a person.
 */

export type InvitationPage = {
  invitation: InvitationLinkResponse["invitation"];
  /** Who is signed in here, or null. */
  signedInAs: string | null;
};

/** A link that no longer works (accepted, withdrawn, replaced, unknown): its page says why. */
export type UnknownInvitation = { unknownInvitation: true; message: string };

const UNKNOWN_MESSAGE =
  "This invitation link no longer works: it was accepted, withdrawn, or replaced by a newer one.";

async function tokenParam(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "platform") throw data(null, { status: 404, headers: NO_STORE });
  return { host, param: { token: segment(args.params.token ?? "") } };
}

export async function invitationLoader(args: LoaderFunctionArgs) {
  const { host, param } = await tokenParam(args);
  const [link, viewer] = await Promise.all([
    callApi(args, (api) => api.manage["team-invitations"][":token"].$get({ param })),
    getViewer(args, host),
  ]);
  if (!link.ok) {
    // Only a link that no longer works is 404: an expired one is answered, marked expired.
    if (link.status === 404 || link.status === 400) {
      throw data<UnknownInvitation>(
        { unknownInvitation: true, message: UNKNOWN_MESSAGE },
        { status: 404, headers: NO_STORE },
      );
    }
    throw unexpectedApiResult(link, "team invitation");
  }
  const headers = new Headers(NO_STORE);
  if (viewer.clearCookie) headers.set("Set-Cookie", viewer.clearCookie);
  return data<InvitationPage>(
    { invitation: link.body.invitation, signedInAs: viewer.user?.email ?? null },
    { headers },
  );
}

export type InvitationActionData = { error: string };

/** The Accept button: the acceptance, then the site's kitchen, which says they joined. */
export async function invitationAction(args: ActionFunctionArgs) {
  const { param } = await tokenParam(args);
  const here = `/team-invitations/${param.token}`;
  const token = readSessionToken(args.request);
  if (!token) throw redirect(`/sign-in?${new URLSearchParams({ next: here })}`);
  const result = await callApi(
    args,
    (api) => api.manage["team-invitations"][":token"].acceptance.$post({ param }),
    { token },
  );
  if (result.ok) {
    throw redirect(`/kitchen/${segment(result.body.site.slug)}?${JOINED_PARAM}`);
  }
  if (result.status === 401) throw redirect(`/sign-in?${new URLSearchParams({ next: here })}`);
  // Another account, expired, already used: the API's words say which.
  if ((result.status === 403 || result.status === 404) && result.body) {
    return data<InvitationActionData>(
      { error: result.body.message },
      { status: result.status, headers: NO_STORE },
    );
  }
  throw unexpectedApiResult(result, "team invitation acceptance");
}
