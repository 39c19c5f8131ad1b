import { z } from "zod";
import { email, slug } from "./common";

/** POST manage/{siteSlug}/team/invitations: invite an address to help run the site. */
export const teamInvitationBody = z.object({ email });
export type TeamInvitationBody = z.input<typeof teamInvitationBody>;

export const teamInvitationParam = z.object({ siteSlug: slug, invitationId: z.uuid() });
export const teamMemberParam = z.object({ siteSlug: slug, userId: z.uuid() });

/** The e-mailed link's token: 256 random bits, URL-safe base64 (worker/lib/tokens.ts). */
export const invitationTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/* The answer shapes are zod schemas in ./answers/manage-team.ts, the OpenAPI document's. */
export type {
  AcceptedInvitationResponse,
  InvitationLinkResponse,
  SentInvitationResponse,
  TeamInvitation,
  TeamMember,
  TeamResponse,
} from "./answers/manage-team";
export { INVITATION_DAYS } from "./team-texts";
