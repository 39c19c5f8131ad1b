import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import type { SiteDbs } from "../../lib/site-databases";
import { viewerRights } from "../recipes/entitlement";

/** Whether this account pays for (or was comped) a plan on the site: who may gift. */
export async function payingReader(dbs: SiteDbs, siteId: string, userId: string): Promise<boolean> {
  // No recipe is asked about: "" matches no gift, and the other two rights are site-wide.
  const rights = await viewerRights(dbs, siteId, userId, "");
  return rights.paidSubscriber;
}

/**
 * Whether a paying reader's gift would give anything: the account of this address (if
 * there is one) can read the recipe already, through a plan, a seat or an earlier gift.
 */
export async function canAlreadyRead(
  dbs: SiteDbs,
  siteId: string,
  email: string,
  recipeId: string,
): Promise<boolean> {
  const [account] = await dbs.platform
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!account) return false;
  const rights = await viewerRights(dbs, siteId, account.id, recipeId);
  return rights.manager || rights.paidSubscriber || rights.gifted;
}

/** The name a gift e-mail gives its giver: their display name, else their address. */
export const giverName = (user: { displayName: string | null; email: string }) =>
  user.displayName?.trim() || user.email;
