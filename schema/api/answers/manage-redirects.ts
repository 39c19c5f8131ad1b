import { z } from "zod";

/** Answer shapes of the kitchen's redirects; ../manage-redirects.ts re-exports the types. */

export const manageRedirect = z.object({
  id: z.uuid(),
  from: z.string().describe("The old path, normalized: no query, no final slash"),
  to: z.string().describe("A path on the site or a whole web address"),
  createdAt: z.iso.datetime(),
});
export type ManageRedirect = z.infer<typeof manageRedirect>;

export const manageRedirectListResponse = z.object({
  redirects: z.array(manageRedirect).describe("Newest first"),
});
export type ManageRedirectListResponse = z.infer<typeof manageRedirectListResponse>;
