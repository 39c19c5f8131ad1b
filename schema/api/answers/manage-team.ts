import { z } from "zod";

/** Answer shapes of a site's team (worker/services/team); ../manage-team.ts re-exports the types. */

export const teamMember = z.object({
  userId: z.uuid(),
  name: z.string().nullable().describe("Their display name; null when they set none"),
  email: z.string(),
  role: z.enum(["owner", "manager"]),
  since: z.iso.datetime().describe("When they joined the site's team"),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  sentAt: z.iso.datetime().describe("When it was last sent: sending again replaces the link"),
  expiresAt: z.iso.datetime().describe("The link stops working then"),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

export const teamResponse = z.object({
  members: z.array(teamMember).describe("The owner first, then managers by when they joined"),
  invitations: z.array(teamInvitation).describe("Waiting to be accepted, newest first"),
});
export type TeamResponse = z.infer<typeof teamResponse>;

export const sentInvitationResponse = z.object({ invitation: teamInvitation });
export type SentInvitationResponse = z.infer<typeof sentInvitationResponse>;

/**
 * What the invitation link's page may show to whoever holds it, before they sign in: who
 * invites them to which site, and the address it is for.
 */
export const invitationLinkResponse = z.object({
  invitation: z.object({
    status: z.enum(["open", "expired"]),
    email: z.string().describe("The address it was sent to: only its account may accept"),
    inviterName: z.string(),
    site: z.object({ slug: z.string(), title: z.string() }),
    expiresAt: z.iso.datetime(),
  }),
});
export type InvitationLinkResponse = z.infer<typeof invitationLinkResponse>;

export const acceptedInvitationResponse = z.object({
  site: z.object({ slug: z.string(), title: z.string() }),
});
export type AcceptedInvitationResponse = z.infer<typeof acceptedInvitationResponse>;
