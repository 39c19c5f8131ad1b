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
import { longDay } from "../../lib/formats";
import { everySiteDatabase, type SiteDatabases, siteDbsOf } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import type { SessionUser } from "../identity/sessions";
import { PLATFORM_NAME } from "../identity/sign-in";
import { accountDeletedEmail } from "../mail/account-deleted-email";
import { mailerFor } from "../mail/mailer";
import { cancelPaidSubscriptionNow } from "../payments/closing";
import { platformOrigin } from "../sites/lookup";
import { purgeDate } from "./site";
import { purgeMediaPrefix } from "./site-purge";

/**
 * A reader deletes their account, the same way a creator deletes a site:
 * at once their sessions end, their subscriptions are cancelled (paid ones now, in Stripe)
 * and their comments show as "Deleted user" or disappear, as they chose; for 30 days,
 * signing in again undoes it (account-restore.ts). The cron then removes the account for good
 * (purgeDeletedAccounts). A person who owns a site deletes it first: a site needs an owner.
 */

export { DELETED_USER_NAME };

const ENDED = ["canceled", "incomplete_expired"] as const;

function confirmed(user: SessionUser, confirm: string) {
  const typed = confirm.trim().toLowerCase();
  return typed === "delete" || typed === user.email.toLowerCase();
}

/**
 * Cancels every subscription still running, in every database holding sites: paid ones
 * now in Stripe, free ones here. Each site comes from the platform's directory. Returns how
 * many paid ones were cancelled in Stripe (the deletion e-mail says they stay ended).
 */
async function cancelSubscriptionsOf(
  databases: SiteDatabases,
  env: Env,
  userId: string,
  now: Date,
) {
  const stillRunning = and(
    eq(siteSubscriptions.userId, userId),
    notInArray(siteSubscriptions.status, [...ENDED]),
  );
  let paidCancelled = 0;
  for (const db of await everySiteDatabase(databases)) {
    const running = await db.select().from(siteSubscriptions).where(stillRunning);
    const billedRows = running.filter(
      (row) => row.plan !== "free" && row.stripeSubscriptionId && row.stripeCustomerId,
    );
    const siteRows = billedRows.length
      ? await databases.platform
          .select()
          .from(sites)
          .where(
            inIdList(
              sites.id,
              billedRows.map((row) => row.siteId),
            ),
          )
      : [];
    const siteOf = new Map(siteRows.map((site) => [site.id, site]));
    for (const row of billedRows) {
      const site = siteOf.get(row.siteId);
      if (site?.stripeAccountId && databases.of(site.database) === db) {
        await cancelPaidSubscriptionNow(siteDbsOf(databases, site), env, site, row);
        paidCancelled++;
      }
    }
    // Free plans, and any paid row Stripe never billed: closed here (newsletters stop).
    await db
      .update(siteSubscriptions)
      .set({ status: "canceled", canceledAt: now })
      .where(stillRunning);
  }
  return paidCancelled;
}

export async function deleteAccount(
  databases: SiteDatabases,
  env: Env,
  user: SessionUser,
  body: DeleteAccountBody,
  now = new Date(),
) {
  if (!confirmed(user, body.confirm)) {
    const message = 'Type your e-mail address or "delete" to confirm';
    throw new ApiError("bad_request", message, [{ path: "confirm", message }]);
  }
  const db = databases.platform;
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
      ? `Your deleted site is removed for good on ${longDay(owned.purgeAt)}; you can delete your account after that.`
      : "You own a recipe site. Delete it in your kitchen first, then delete your account.";
    throw new ApiError("conflict", message);
  }
  const paidCancelled = await cancelSubscriptionsOf(databases, env, user.id, now);
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
  await mailDeletion(env, user.email, purgeAt, paidCancelled);
  return { deletedAt: now.toISOString(), purgeAt: purgeAt.toISOString() };
}

/**
 * Tells the person their account is deleted and how to undo it. After the deletion is
 * written: a mail provider's failure must not leave the account half deleted, nor undo it.
 */
async function mailDeletion(env: Env, email: string, until: Date, paidCancelled: number) {
  const signInUrl = `${platformOrigin(env)}/sign-in?${new URLSearchParams({ next: "/subscriptions" })}`;
  try {
    await mailerFor(env).send(
      accountDeletedEmail({ to: email, signInUrl, until, paidCancelled, brand: PLATFORM_NAME }),
    );
  } catch (error) {
    console.error("The account deletion e-mail could not be sent", error);
  }
}

/** Accounts hard-deleted per cron run. */
const ACCOUNTS_PER_RUN = 20;

/**
 * The cron's hard delete of accounts whose window has ended. "Remove": the row goes, and
 * with it (ON DELETE CASCADE) comments, upvotes, bookmarks, subscriptions and sessions.
 * "Keep": the row stays only as the author of the comments, emptied of everything that
 * named the person (a placeholder address, so the real one can sign up afresh). Avatars
 * are removed from R2 either way. Each site database is done first (the person's anchor
 * there, ADR 0014), the platform's last, so a run that dies halfway leaves the account due
 * and the next run finishes. Rerunning finds nothing left to do.
 */
export async function purgeDeletedAccounts(databases: SiteDatabases, env: Env, now = new Date()) {
  const db = databases.platform;
  const due = await db
    .select()
    .from(users)
    .where(and(isNotNull(users.deletedAt), lte(users.purgeAt, now)))
    .limit(ACCOUNTS_PER_RUN);
  const siteDatabasesElsewhere = (await everySiteDatabase(databases)).filter(
    (siteDb) => siteDb !== db,
  );
  for (const user of due) {
    // The last chance for a paid plan the deletion could not cancel (Stripe was down).
    await cancelSubscriptionsOf(databases, env, user.id, now);
    await purgeMediaPrefix(env.MEDIA, `users/${user.id}/`);
    for (const siteDb of siteDatabasesElsewhere) await purgeAnchor(siteDb, user);
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
      ...keptAuthorsRows(db, user.id),
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
          timeZone: null,
          commentReplyEmails: false,
          staffRole: null,
          purgeAt: null,
        })
        .where(eq(users.id, user.id)),
    ]);
  }
  return { purged: due.length };
}

/** What goes of a person kept as a comments' author: their upvotes and subscriptions. */
const keptAuthorsRows = (db: Db, userId: string) =>
  [
    db.delete(commentUpvotes).where(eq(commentUpvotes.userId, userId)),
    db.delete(siteSubscriptions).where(eq(siteSubscriptions.userId, userId)),
  ] as const;

/**
 * The person in a site database: their anchor holds no name or address, so "remove"
 * deletes it (its cascades take their rows, as the platform's row does) and "keep" leaves
 * it as their comments' author, without their upvotes and subscriptions.
 */
async function purgeAnchor(siteDb: Db, user: { id: string; deletedComments: string | null }) {
  if (user.deletedComments === "remove") {
    await siteDb.delete(users).where(eq(users.id, user.id));
    return;
  }
  await siteDb.batch(keptAuthorsRows(siteDb, user.id));
}
