/**
 * What both the API and the pages say about team invitations, apart from the zod shapes so
 * the invitation page's script carries no zod.
 */

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
