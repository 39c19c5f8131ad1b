import type { SuppressionView } from "@schema/api/newsletters";
import { newsletterSuppressions } from "@schema/db/newsletters";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../env";

/** The site's suppression list, newest first (the kitchen shows it). */
export async function listSuppressions(db: Db, siteId: string): Promise<SuppressionView[]> {
  const rows = await db
    .select()
    .from(newsletterSuppressions)
    .where(eq(newsletterSuppressions.siteId, siteId))
    .orderBy(desc(newsletterSuppressions.createdAt))
    .limit(1_000);
  return rows.map((row) => ({
    email: row.email,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Puts an address on a site's list. A complaint outranks a bounce (the person asked us to
 * stop), so a later complaint updates the reason; a later bounce keeps the complaint.
 */
export async function suppress(
  db: Db,
  siteId: string,
  email: string,
  reason: "bounce" | "complaint",
) {
  const address = email.trim().toLowerCase();
  await db
    .insert(newsletterSuppressions)
    .values({ siteId, email: address, reason })
    .onConflictDoUpdate({
      target: [newsletterSuppressions.siteId, newsletterSuppressions.email],
      set: reason === "complaint" ? { reason } : { email: address },
    });
}
