import { users } from "@schema/db/users";
import { type SiteDbs, unmoved } from "../../lib/site-databases";

/**
 * A person's anchor in a site database (ADR 0014): a `users` row with their id and nothing
 * personal, there only because the site's rows that name them have keys to `users`. The
 * address is a placeholder, as the column must hold one.
 */
export const anchorEmail = (userId: string) => `${userId}@anchor.invalid`;

/**
 * Before a person's row is written in a moved site's database: their anchor there, if it is
 * not yet. Idempotent, so a write that fails after it leaves nothing to undo.
 */
export async function ensurePersonAnchor(dbs: SiteDbs, userId: string) {
  if (unmoved(dbs)) return;
  await dbs.site
    .insert(users)
    .values({ id: userId, email: anchorEmail(userId) })
    .onConflictDoNothing();
}
