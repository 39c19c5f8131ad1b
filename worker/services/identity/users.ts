import type { CurrentSubscription, CurrentUserResponse } from "@schema/api/identity";
import { bookmarks } from "@schema/db/bookmarks";
import { siteMembers } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import type { SiteDatabases, SiteDbs } from "../../lib/site-databases";
import { avatarView, requireOwnAvatar } from "../account/avatar";
import { unitPreferencesOf } from "../account/unit-preferences";
import { entitlesPaid } from "../recipes/entitlement";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";
import { queueFreeSubscriberNews } from "../subscribers/notice-mail";
import type { SessionUser } from "./sessions";

/** Passwordless: the account is created the first time an address confirms a link. */
export async function findOrCreateUser(db: Db, email: string): Promise<SessionUser> {
  const [created] = await db.insert(users).values({ email }).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) throw new Error(`User ${email} vanished between insert and select`);
  return existing;
}

const ACTIVE = ["active", "trialing", "past_due"] as const;

export async function activeSubscription(db: Db, siteId: string, userId: string) {
  const [row] = await db
    .select()
    .from(siteSubscriptions)
    .where(and(eq(siteSubscriptions.siteId, siteId), eq(siteSubscriptions.userId, userId)))
    .limit(1);
  if (!row || !(ACTIVE as readonly string[]).includes(row.status)) return null;
  return row;
}

/** Subscribes a user to a site's free plan (the sign-up newsletter box), keeping a paid plan. */
export async function ensureFreeSubscription(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  user: SessionUser,
) {
  await ensurePersonAnchor(dbs, user.id);
  const [inserted] = await dbs.site
    .insert(siteSubscriptions)
    .values({
      siteId: site.id,
      userId: user.id,
      email: user.email,
      plan: "free",
      status: "active",
      priceAmountCents: 0,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) await queueFreeSubscriberNews(env, inserted);
}

/**
 * The current-user answer (docs/spec/visitor-experience.md §3 "Current user"): the user, their plan
 * on this site, and their bookmarks.
 */
export async function currentUserResponse(
  databases: SiteDatabases,
  user: SessionUser,
  site: Site | null,
): Promise<CurrentUserResponse> {
  // The person and their bookmarks are the platform's, their plan the site's (ADR 0014).
  // The three reads are independent: asked at once, the answer waits for the slowest only.
  const db = databases.platform;
  const [subscription, avatar, bookmarkRows, membership] = await Promise.all([
    site ? activeSubscription(databases.of(site.database), site.id, user.id) : null,
    avatarView(db, user.avatarImageId),
    db
      .select({ recipeId: bookmarks.recipeId })
      .from(bookmarks)
      .where(
        site
          ? and(eq(bookmarks.userId, user.id), eq(bookmarks.siteId, site.id))
          : eq(bookmarks.userId, user.id),
      ),
    // The site's own people: its pages leave out what is there to win readers (the pop-up).
    site
      ? db
          .select({ role: siteMembers.role })
          .from(siteMembers)
          .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, user.id)))
          .limit(1)
      : [],
  ]);
  const currentSubscription: CurrentSubscription | null = subscription
    ? {
        planType: subscription.plan,
        priceAmountCents: subscription.priceAmountCents,
        cadence: subscription.cadence,
      }
    : null;
  // The paywall's rule: a live paid plan, or a comp a manager gave.
  const paid = subscription !== null && entitlesPaid(subscription);
  return {
    currentUser: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      handle: user.handle,
      bio: user.bio,
      avatar,
      currentSubscription,
      isSubscribed: subscription !== null,
      isSubscribedToFree: subscription?.plan === "free",
      isSubscribedToPaid: paid,
      managesSite: membership.length > 0,
      unitPreferences: unitPreferencesOf(user),
    },
    siteUserData: { bookmarks: bookmarkRows.map((row) => row.recipeId) },
  };
}

type ProfileChanges = {
  displayName?: string | null;
  handle?: string | null;
  bio?: SessionUser["bio"];
  avatar?: { id: string; crop?: { width: number; height: number; x: number; y: number } } | null;
};

/**
 * Applies the fields that were sent; a handle somebody else has answers 409, and an avatar
 * that is not one of the person's own uploaded avatars answers 404.
 */
export async function updateProfile(db: Db, user: SessionUser, changes: ProfileChanges) {
  if (changes.avatar) await requireOwnAvatar(db, user.id, changes.avatar.id);
  if (changes.handle) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.handle, changes.handle))
      .limit(1);
    if (taken && taken.id !== user.id) {
      throw new ApiError("conflict", "That handle is taken", [
        { path: "handle", message: "That handle is taken" },
      ]);
    }
  }
  const values = {
    ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
    ...(changes.handle !== undefined ? { handle: changes.handle } : {}),
    ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
    ...(changes.avatar !== undefined
      ? { avatarImageId: changes.avatar?.id ?? null, avatarCrop: changes.avatar?.crop ?? null }
      : {}),
  };
  // Nothing sent, nothing to write (an empty SET is not SQL).
  if (Object.keys(values).length === 0) return user;
  const [updated] = await db.update(users).set(values).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}
