import { DELETION_UNDO_DAYS, type DeletedSiteView } from "@schema/api/deletion";
import { formerSiteSlugs } from "@schema/db/former-slugs";
import { customDomains, siteMembers, sites } from "@schema/db/sites";
import { authSessions } from "@schema/db/users";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import { type SiteDatabases, siteDbsOf } from "../../lib/site-databases";
import type { CustomHostnames } from "../custom-hostnames/cloudflare";
import { removeCustomDomain } from "../domains/custom-domains";
import { reopenRestoredSite } from "../payments/closing";
import { keepReadersAsFree } from "../payments/reopening";
import { type Site, subdomainSlug } from "../sites/lookup";

/**
 * Deleting a site. The owner's "delete" takes the site off the web at
 * once: its public lookups skip deleted sites (services/sites/lookup.ts `liveSite`), its custom
 * hostnames are removed, sessions signed in on it end, and a JOBS message cancels its paid
 * subscriptions (payments/closing.ts). Nothing is removed for good until `purgeAt`,
 * 30 days on: until then the owner can restore it, recipes, pictures and all. Media stays
 * in R2 through the window on purpose, since a creator who undoes expects their pictures
 * back; the cron's hard delete (site-purge.ts) empties R2 and then drops the rows.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const purgeDate = (now: Date) => new Date(now.getTime() + DELETION_UNDO_DAYS * DAY_MS);

export function deletedSiteView(site: Site): DeletedSiteView {
  return {
    id: site.id,
    slug: site.slug,
    title: site.title,
    deletedAt: (site.deletedAt ?? new Date()).toISOString(),
    purgeAt: (site.purgeAt ?? new Date()).toISOString(),
  };
}

/** Only the owner deletes or restores a site; a manager who runs it is told so. */
export function requireOwner(role: string) {
  if (role !== "owner") {
    throw new ApiError("forbidden", "Only the site's owner can delete or restore it");
  }
}

export async function deleteSite(
  db: Db,
  env: Pick<Env, "JOBS">,
  site: Site,
  confirmSlug: string,
  hostnames: CustomHostnames | null,
  now = new Date(),
): Promise<DeletedSiteView> {
  if (confirmSlug.trim().toLowerCase() !== site.slug) {
    const message = `Type ${site.slug} to confirm`;
    throw new ApiError("bad_request", message, [{ path: "confirmSlug", message }]);
  }
  // Custom hostnames first: a domain left routing to a deleted site would show the 404
  // page to its visitors on the creator's own name (and keep a Cloudflare hostname billed).
  const domains = await db
    .select({ id: customDomains.id, hostname: customDomains.hostname })
    .from(customDomains)
    .where(eq(customDomains.siteId, site.id));
  for (const domain of domains) await removeCustomDomain(db, site, domain.id, hostnames);

  const [deleted] = await db.batch([
    db
      .update(sites)
      .set({
        deletedAt: now,
        purgeAt: purgeDate(now),
        // What a restore cannot bring back, so it can say so (and only then).
        deletedCustomDomains: domains.length ? domains.map((domain) => domain.hostname) : null,
        // A new edge-cache key: no cached copy of its pages is served again.
        contentVersion: sql`${sites.contentVersion} + 1`,
      })
      .where(and(eq(sites.id, site.id), isNull(sites.deletedAt)))
      .returning(),
    db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.siteId, site.id), isNull(authSessions.revokedAt))),
  ]);
  const row = deleted[0];
  if (!row) throw notFound("Site");
  await env.JOBS.send({ type: "site-subscriptions-cancel", siteId: site.id });
  return deletedSiteView(row);
}

/** The user's deleted sites still in their undo window, soonest gone first (the kitchen's list). */
export async function deletedSitesOf(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .select({ site: sites })
    .from(sites)
    .innerJoin(
      siteMembers,
      and(
        eq(siteMembers.siteId, sites.id),
        eq(siteMembers.userId, userId),
        eq(siteMembers.role, "owner"),
      ),
    )
    .where(and(isNotNull(sites.deletedAt), gt(sites.purgeAt, now)))
    .orderBy(asc(sites.purgeAt));
  return rows.map(({ site }) => deletedSiteView(site));
}

/**
 * Undoes a deletion inside the window: the pages come back with their pictures, readers whose
 * paid plans the deletion cancelled are its free subscribers and are told so
 * (payments/reopening.ts), and the creator's platform plan the deletion set to end renews
 * again (payments/closing.ts). Those paid plans stay cancelled (Stripe cannot revive them),
 * and custom domains must be added again: the answer names the ones the deletion removed.
 * Another person's site, a live one, or one whose window has ended is a 404.
 */
export async function restoreSite(
  databases: SiteDatabases,
  env: Env,
  userId: string,
  slug: string,
  now = new Date(),
) {
  const db = databases.platform;
  const [owned] = await db
    .select({ site: sites })
    .from(sites)
    .innerJoin(
      siteMembers,
      and(
        eq(siteMembers.siteId, sites.id),
        eq(siteMembers.userId, userId),
        eq(siteMembers.role, "owner"),
      ),
    )
    .where(and(eq(sites.slug, slug), isNotNull(sites.deletedAt), gt(sites.purgeAt, now)))
    .limit(1);
  const deletedAt = owned?.site.deletedAt;
  if (!owned || !deletedAt) throw notFound("Deleted site");
  const dbs = siteDbsOf(databases, owned.site);
  // While it is still deleted, so the site never shows with its readers half restored; a
  // restore tried again after a failure below finds them done.
  await keepReadersAsFree(dbs, owned.site);
  const [restored] = await db
    .update(sites)
    .set({
      deletedAt: null,
      purgeAt: null,
      deletedCustomDomains: null,
      contentVersion: sql`${sites.contentVersion} + 1`,
    })
    // Still inside the window at the moment of writing: the cron may be purging it now.
    .where(and(eq(sites.id, owned.site.id), gt(sites.purgeAt, now)))
    .returning();
  if (!restored) throw notFound("Deleted site");
  const platformPlan = await reopenRestoredSite(dbs, env, restored, deletedAt);
  return {
    site: { id: restored.id, slug: restored.slug, title: restored.title },
    platformPlan,
    customDomainsRemoved: owned.site.deletedCustomDomains ?? [],
  };
}

/**
 * The deleted site a host names, while it can still be restored, for the page that says it
 * has closed: its subdomain, or one it had before a rename (former_site_slugs). Its custom
 * domains were removed with it, and after the purge no row of it is left, so neither names
 * it. Only what that page shows: never the site's id or anything it kept.
 */
export async function closedSiteForHost(
  db: Db,
  env: Pick<Env, "PLATFORM_HOST">,
  host: string,
  now = new Date(),
) {
  const slug = subdomainSlug(env, host.trim().toLowerCase());
  if (!slug) return null;
  const former = db
    .select({ siteId: formerSiteSlugs.siteId })
    .from(formerSiteSlugs)
    .where(eq(formerSiteSlugs.slug, slug));
  const [site] = await db
    .select()
    .from(sites)
    .where(
      and(
        or(eq(sites.slug, slug), inArray(sites.id, former)),
        isNotNull(sites.deletedAt),
        gt(sites.purgeAt, now),
      ),
    )
    // Its own subdomain before another deleted site's old one.
    .orderBy(desc(sql`${sites.slug} = ${slug}`))
    .limit(1);
  if (!site) return null;
  const { slug: current, title, deletedAt, purgeAt } = deletedSiteView(site);
  return { slug: current, title, deletedAt, purgeAt };
}

/** Sites whose undo window has ended, for the cron's hard delete. */
export const sitesDueForPurge = (db: Db, now: Date, limit: number) =>
  db
    .select()
    .from(sites)
    .where(and(isNotNull(sites.deletedAt), lte(sites.purgeAt, now)))
    .orderBy(asc(sites.purgeAt))
    .limit(limit);
