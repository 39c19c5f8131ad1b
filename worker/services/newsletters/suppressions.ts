import type { SuppressionView } from "@schema/api/newsletters";
import { newsletterSuppressions } from "@schema/db/newsletters";
import { and, desc, eq } from "drizzle-orm";
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
 * Returns what changed, so an event delivered twice is counted once: `added`, `complaint`
 * (a bounce became a complaint) or `unchanged`.
 */
export async function suppress(
  db: Db,
  siteId: string,
  email: string,
  reason: "bounce" | "complaint",
): Promise<"added" | "complaint" | "unchanged"> {
  const address = email.trim().toLowerCase();
  const added = await db
    .insert(newsletterSuppressions)
    .values({ siteId, email: address, reason })
    .onConflictDoNothing({
      target: [newsletterSuppressions.siteId, newsletterSuppressions.email],
    })
    .returning({ id: newsletterSuppressions.id });
  if (added.length > 0) return "added";
  if (reason !== "complaint") return "unchanged";
  const upgraded = await db
    .update(newsletterSuppressions)
    .set({ reason })
    .where(
      and(
        eq(newsletterSuppressions.siteId, siteId),
        eq(newsletterSuppressions.email, address),
        eq(newsletterSuppressions.reason, "bounce"),
      ),
    )
    .returning({ id: newsletterSuppressions.id });
  return upgraded.length > 0 ? "complaint" : "unchanged";
}
