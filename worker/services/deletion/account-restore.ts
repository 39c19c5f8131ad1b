import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq, gte, ne } from "drizzle-orm";
import { everySiteDatabase, type SiteDatabases } from "../../lib/site-databases";
import type { SessionUser } from "../identity/sessions";

/** What a restore brought back, and what it could not: the restore notice words it. */
export type AccountRestore = { freeSubscriptions: number; paidSubscriptionsEnded: number };

/**
 * Signing in again within the window undoes an account's deletion: the account, its comments
 * and the free subscriptions the deletion itself ended come back. A free row the deletion
 * ended carries the deletion's own moment as its canceledAt (deleteAccount writes both with
 * one `now`), so only those return, never one the reader had cancelled before. Paid plans
 * were cancelled in Stripe and stay so: reviving one would bill the reader without asking;
 * they are counted so the notice can say so. Subscriptions first and the account last, so a
 * restore that dies halfway is finished by the next sign-in; a second one finds nothing.
 */
export async function restoreAccount(
  databases: SiteDatabases,
  user: SessionUser,
  now = new Date(),
): Promise<{ user: SessionUser; restored: AccountRestore | null }> {
  const deletedAt = user.deletedAt;
  if (!deletedAt || !user.purgeAt || user.purgeAt <= now) return { user, restored: null };
  let freeSubscriptions = 0;
  let paidSubscriptionsEnded = 0;
  // Stripe's canceled_at has whole seconds: a paid plan ended by the deletion may read a
  // moment before it.
  const sinceDeletion = new Date(Math.floor(deletedAt.getTime() / 1000) * 1000);
  for (const db of await everySiteDatabase(databases)) {
    const back = await db
      .update(siteSubscriptions)
      .set({ status: "active", canceledAt: null })
      .where(
        and(
          eq(siteSubscriptions.userId, user.id),
          eq(siteSubscriptions.plan, "free"),
          eq(siteSubscriptions.status, "canceled"),
          eq(siteSubscriptions.canceledAt, deletedAt),
        ),
      )
      .returning({ id: siteSubscriptions.id });
    freeSubscriptions += back.length;
    const ended = await db
      .select({ id: siteSubscriptions.id })
      .from(siteSubscriptions)
      .where(
        and(
          eq(siteSubscriptions.userId, user.id),
          ne(siteSubscriptions.plan, "free"),
          eq(siteSubscriptions.status, "canceled"),
          gte(siteSubscriptions.canceledAt, sinceDeletion),
        ),
      );
    paidSubscriptionsEnded += ended.length;
  }
  const [restored] = await databases.platform
    .update(users)
    .set({ deletedAt: null, purgeAt: null, deletedComments: null })
    .where(eq(users.id, user.id))
    .returning();
  return { user: restored ?? user, restored: { freeSubscriptions, paidSubscriptionsEnded } };
}
