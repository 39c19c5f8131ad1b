import {
  acceptedInvitationResponse,
  invitationLinkResponse,
  sentInvitationResponse,
  teamResponse,
} from "@schema/api/answers/manage-team";
import {
  invitationTokenParam,
  teamInvitationBody,
  teamInvitationParam,
  teamMemberParam,
} from "@schema/api/manage-team";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { apiClock } from "../lib/clock";
import { type ManagerEnv, manager } from "../middleware/manager";
import { requireSession } from "../middleware/session";
import { answers, answersNothing, openToAll, sessionOnly } from "../openapi/describe";
import { acceptInvitation, invitationLinkView } from "../services/team/acceptance";
import { sendInvitation, withdrawInvitation } from "../services/team/invitations";
import { listTeam, removeMember, requireTeamOwner } from "../services/team/team";
import { validate } from "../validate";

/**
 * Changing the team is the owner's, in the kitchen's own session: not an API token (a
 * leaked one must not add people to a site), not a session signed in on a site. A manager
 * learns they may not before anything about their body.
 */
const teamOwner = createMiddleware<ManagerEnv>(async (c, next) => {
  requireSession(c, "platform");
  requireTeamOwner(c.var.role);
  await next();
});

/**
 * A site's team (worker/services/team/CONTEXT.md): /api/v1/manage/{siteSlug}/team… The owner
 * and managers see who runs the site and who is invited; the owner invites an address,
 * withdraws an invitation and removes a manager. The invited person opens the e-mailed link
 * (/api/v1/manage/team-invitations/{token}) and accepts it signed in with that address.
 */
export const manageTeam = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/team",
    answers(200, teamResponse, "The site's owner and managers, and its pending invitations"),
    manager,
    async (c) => {
      const now = (await apiClock(c.env))();
      return c.json(await listTeam(c.var.db, c.var.site, now));
    },
  )
  .post(
    "/:siteSlug/team/invitations",
    sessionOnly,
    answers(
      201,
      sentInvitationResponse,
      "Invited: the e-mail with its link is sent; an earlier invitation to the address is replaced",
    ),
    manager,
    teamOwner,
    validate("json", teamInvitationBody),
    async (c) => {
      const now = (await apiClock(c.env))();
      const { db, site, manager: owner } = c.var;
      const invitation = await sendInvitation(db, c.env, site, owner, c.req.valid("json"), now);
      return c.json({ invitation }, 201);
    },
  )
  .delete(
    "/:siteSlug/team/invitations/:invitationId",
    sessionOnly,
    answersNothing("Withdrawn: the invitation's link no longer works"),
    manager,
    teamOwner,
    validate("param", teamInvitationParam),
    async (c) => {
      await withdrawInvitation(c.var.db, c.var.site, c.req.valid("param").invitationId);
      return c.body(null, 204);
    },
  )
  .delete(
    "/:siteSlug/team/members/:userId",
    sessionOnly,
    answersNothing("Removed: the manager's next call to this site's kitchen is refused"),
    manager,
    teamOwner,
    validate("param", teamMemberParam),
    async (c) => {
      const { db, site, manager: owner } = c.var;
      await removeMember(db, site, owner.user.id, c.req.valid("param").userId);
      return c.body(null, 204);
    },
  );

/** The invitation link's page and its acceptance, by the link's token (no site in the path). */
export const manageTeamInvitations = new Hono<ManagerEnv>()
  .get(
    "/team-invitations/:token",
    openToAll,
    answers(
      200,
      invitationLinkResponse,
      "What the invitation link's page shows before sign-in: who invites, to which site, the address it is for",
    ),
    validate("param", invitationTokenParam),
    async (c) => {
      const now = (await apiClock(c.env))();
      const link = await invitationLinkView(c.var.db, c.req.valid("param").token, now);
      c.header("Cache-Control", "private, no-store");
      return c.json(link);
    },
  )
  .post(
    "/team-invitations/:token/acceptance",
    sessionOnly,
    answers(
      200,
      acceptedInvitationResponse,
      "Accepted: the signed-in account of the invited address now manages the site",
    ),
    validate("param", invitationTokenParam),
    async (c) => {
      const viewer = requireSession(c, "platform");
      const now = (await apiClock(c.env))();
      const token = c.req.valid("param").token;
      return c.json(await acceptInvitation(c.var.databases, c.env, viewer, token, now));
    },
  );
