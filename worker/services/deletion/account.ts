import { DELETED_USER_NAME, type DeleteAccountBody } from "@schema/api/deletion";
import { bookmarks } from "@schema/db/bookmarks";
import { commentUpvotes } from "@schema/db/comments";
import { images } from "@schema/db/images";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { authSessions, users } from "@schema/db/users";
import { and, asc, eq, isNotNull, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import type { SessionUser } from "../identity/sessions";
import { cancelPaidSubscriptionNow } from "../payments/closing";
import { purgeDate } from "./site";
import { purgeMediaPrefix } from "./site-purge";

/**
 * A reader deletes their account, the same way a creator deletes a site:
 * at once their sessions end, their subscriptions are cancelled (paid ones now, in Stripe)
 * and their comments show as "Deleted user" or disappear, as they chose; for 30 days,
 * signing in again undoes it (restoreAccount). The cron then removes the account for good
 * (purgeDeletedAccounts). A person who owns a site deletes it first: a site needs an owner.
 */

export { DELETED_USER_NAME };

const ENDED = ["canceled", "incomplete_expired"] as const;
const DAY = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

function confirmed(user: SessionUser, confirm: string) {
  const typed = confirm.trim().toLowerCase();
  return typed === "delete" || typed === user.email.toLowerCase();
}

/** Cancels every subscription still running: paid ones now in Stripe, free ones here. */
async function cancelSubscriptionsOf(db: Db, env: Env, userId: string, now: Date) {
  const running = await db
    .select({ row: siteSubscriptions, site: sites })
    .from(siteSubscriptions)
    .innerJoin(sites, eq(sites.id, siteSubscriptions.siteId))
    .where(
      and(eq(siteSubscriptions.userId, userId), notInArray(siteSubscriptions.status, [...ENDED])),
    );
  for (const { row, site } of running) {
    if (
      row.plan !== "free" &&
      row.stripeSubscriptionId &&
      row.stripeCustomerId &&
      site.stripeAccountId
    ) {
      await cancelPaidSubscriptionNow(db, env, site, row);
    }
  }
  // Free plans, and any paid row Stripe never billed: closed here (newsletters stop).
  await db
    .update(siteSubscriptions)
    .set({ status: "canceled", canceledAt: now })
    .where(
      and(eq(siteSubscriptions.userId, userId), notInArray(siteSubscriptions.status, [...ENDED])),
    );
}

export async function deleteAccount(
  db: Db,
  env: Env,
  user: SessionUser,
  body: DeleteAccountBody,
  now = new Date(),
) {
  if (!confirmed(user, body.confirm)) {
    const message = 'Type your e-mail address or "delete" to confirm';
    throw new ApiError("bad_request", message, [{ path: "confirm", message }]);
  }
  const [owned] = await db
    .select({ deletedAt: sites.deletedAt, purgeAt: sites.purgeAt })
    .from(sites)
    .where(eq(sites.ownerId, user.id))
    // NULLs first: a live site is the one to name.
    .orderBy(asc(sites.purgeAt))
    .limit(1);
  if (owned) {
    // A site needs its owner until it is gone for good (sites.owner_id has no cascade).
    const message = owned.purgeAt
      ? `Your deleted site is removed for good on ${DAY.format(owned.purgeAt)}; you can delete your account after that.`
      : "You own a recipe site. Delete it in your kitchen first, then delete your account.";
    throw new ApiError("conflict", message);
  }
  await cancelSubscriptionsOf(db, env, user.id, now);
  const purgeAt = purgeDate(now);
  await db.batch([
    db
      .update(users)
      .set({ deletedAt: now, purgeAt, deletedComments: body.comments })
      .where(eq(users.id, user.id)),
    db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt))),
  ]);
  return { deletedAt: now.toISOString(), purgeAt: purgeAt.toISOString() };
}

/**
 * Signing in again within the window undoes the deletion: the account and its comments
 * are back. Subscriptions cancelled at deletion stay cancelled (the reader subscribes again).
 */
export async function restoreAccount(db: Db, user: SessionUser, now = new Date()) {
  if (!user.deletedAt || !user.purgeAt || user.purgeAt <= now) return user;
  const [restored] = await db
    .update(users)
    .set({ deletedAt: null, purgeAt: null, deletedComments: null })
    .where(eq(users.id, user.id))
    .returning();
  return restored ?? user;
}

/** Accounts hard-deleted per cron run. */
const ACCOUNTS_PER_RUN = 20;

/**
 * The cron's hard delete of accounts whose window has ended. "Remove": the row goes, and
 * with it (ON DELETE CASCADE) comments, upvotes, bookmarks, subscriptions and sessions.
 * "Keep": the row stays only as the author of the comments, emptied of everything that
 * named the person (a placeholder address, so the real one can sign up afresh). Avatars
 * are removed from R2 either way. Rerunning finds nothing left to do.
 */
export async function purgeDeletedAccounts(db: Db, env: Env, now = new Date()) {
  const due = await db
    .select()
    .from(users)
    .where(and(isNotNull(users.deletedAt), lte(users.purgeAt, now)))
    .limit(ACCOUNTS_PER_RUN);
  for (const user of due) {
    // The last chance for a paid plan the deletion could not cancel (Stripe was down).
    await cancelSubscriptionsOf(db, env, user.id, now);
    await purgeMediaPrefix(env.MEDIA, `users/${user.id}/`);
    // substr rather than LIKE: D1 refuses LIKE patterns over 50 bytes.
    const prefix = `users/${user.id}/`;
    const avatars = db
      .delete(images)
      .where(sql`substr(${images.key}, 1, ${prefix.length}) = ${prefix}`);
    if (user.deletedComments === "remove") {
      await db.batch([avatars, db.delete(users).where(eq(users.id, user.id))]);
      continue;
    }
    await db.batch([
      avatars,
      db.delete(bookmarks).where(eq(bookmarks.userId, user.id)),
      db.delete(commentUpvotes).where(eq(commentUpvotes.userId, user.id)),
      db.delete(siteSubscriptions).where(eq(siteSubscriptions.userId, user.id)),
      db.delete(authSessions).where(eq(authSessions.userId, user.id)),
      db
        .update(users)
        .set({
          email: `deleted-${user.id}@deleted.invalid`,
          displayName: null,
          handle: null,
          bio: null,
          avatarImageId: null,
          avatarCrop: null,
          measurementSystem: null,
          temperatureSystem: null,
          staffRole: null,
          purgeAt: null,
        })
        .where(eq(users.id, user.id)),
    ]);
  }
  return { purged: due.length };
}
