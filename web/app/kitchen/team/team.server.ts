import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { INVITATION_DAYS } from "@schema/api/team-texts";
import { z } from "zod";
import { type ApiArgs, unexpectedApiResult } from "../../lib/api.server";
import { siteParam } from "../../lib/host.server";
import {
  sectionFailed,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../sections/section-action.server";
import { callManage } from "../shared/manager.server";
import { TEAM_INTENTS } from "./team-intents";

/** The site's owner, managers and pending invitations, for the Team page. */
export async function loadTeam(args: ApiArgs, site: { slug: string }) {
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].team.$get({ param: siteParam(site) }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "team");
  return result.body;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * The Team page's forms: invite an address, withdraw an invitation, remove a manager. The
 * API decides who may (the owner); a manager's post is answered with its 403 message.
 */
export async function teamAction(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent === TEAM_INTENTS.invite) {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"].team.invitations.$post({
        param: siteParam(site),
        json: { email: text(form, "email") },
      }),
    );
    if (!result.ok) return sectionFailed(intent, result);
    const { email, sentAt } = result.body.invitation;
    // The subject names this send, so sending to the same address again is news of its own.
    return sectionSaved(
      intent,
      `Invitation sent to ${email}. The link in it works for ${INVITATION_DAYS} days, and replaces any link sent to them before.`,
      `${email} ${sentAt}`,
    );
  }
  if (intent === TEAM_INTENTS.withdraw) {
    const id = z.uuid().safeParse(form.get("invitationId"));
    if (!id.success) return unknownIntent(intent);
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"].team.invitations[":invitationId"].$delete({
        param: { ...siteParam(site), invitationId: id.data },
      }),
    );
    if (!result.ok) return sectionFailed(intent, result, id.data);
    return sectionSaved(
      intent,
      `Withdrew the invitation to ${text(form, "email")}. Its link no longer works.`,
      id.data,
    );
  }
  if (intent === TEAM_INTENTS.remove) {
    const id = z.uuid().safeParse(form.get("userId"));
    if (!id.success) return unknownIntent(intent);
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"].team.members[":userId"].$delete({
        param: { ...siteParam(site), userId: id.data },
      }),
    );
    if (!result.ok) return sectionFailed(intent, result, id.data);
    return sectionSaved(
      intent,
      `Removed ${text(form, "name")} from the team. They can no longer open this kitchen.`,
      id.data,
    );
  }
  return unknownIntent(intent);
}
