import { formerSiteSlugs } from "@schema/db/former-slugs";
import { customDomains, sites } from "@schema/db/sites";
import { and, asc, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db, Env } from "../../env";
import { notFound } from "../../errors";
import { preparedBatch } from "../../lib/prepared-batch";

export type Site = typeof sites.$inferSelect;

/**
 * A site that is live: not deleted. A deleted site (waiting out its undo window) answers
 * nowhere on its public side, so every public lookup by slug or host goes through this.
 */
export const liveSite = (where: SQL | undefined) => and(where, isNull(sites.deletedAt));

export async function findSiteBySlug(db: Db, slug: string): Promise<Site | null> {
  const [site] = await db
    .select()
    .from(sites)
    .where(liveSite(eq(sites.slug, slug)))
    .limit(1);
  return site ?? null;
}

export async function getSiteBySlug(db: Db, slug: string): Promise<Site> {
  const site = await findSiteBySlug(db, slug);
  if (!site) throw notFound("Site");
  return site;
}

/**
 * A live site or a closed one (deleted, its rows kept until the purge), by its slug: for the
 * one call a closed site still takes, a reader letting go of their own bookmark there (the
 * account area lists a closed site's bookmarks until the purge). Slugs stay taken by a
 * deleted site (the unique index has no deleted_at), so the slug names one site.
 */
export async function getSiteBySlugEvenClosed(db: Db, slug: string): Promise<Site> {
  const [site] = await db.select().from(sites).where(eq(sites.slug, slug)).limit(1);
  if (!site) throw notFound("Site");
  return site;
}

export const platformOrigin = (env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">) =>
  `${env.PLATFORM_PROTOCOL}://${env.PLATFORM_HOST}`;

/** A site's active custom domains, oldest first: the first is its canonical host. */
const activeDomains = (db: Db, siteId: string | SQL | SQLiteColumn) =>
  db
    .select({ hostname: customDomains.hostname })
    .from(customDomains)
    .where(and(eq(customDomains.siteId, siteId), eq(customDomains.status, "active")))
    .orderBy(asc(customDomains.createdAt), asc(customDomains.id));

/** Host names a site answers on: its platform subdomain and its active custom domains. */
export async function siteHosts(db: Db, env: Pick<Env, "PLATFORM_HOST">, site: Site) {
  const domains = await activeDomains(db, site.id);
  return [...domains.map((d) => d.hostname), `${site.slug}.${env.PLATFORM_HOST}`];
}

/** The canonical origin for a site whose first active custom domain is `domain` (or none). */
function originOf(
  env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL" | "LOCAL_CUSTOM_DOMAIN_PORT">,
  site: Pick<Site, "slug">,
  domain: string | null,
) {
  // Locally the custom domain is served by the web app on its port, over plain HTTP.
  if (domain && env.LOCAL_CUSTOM_DOMAIN_PORT) {
    return `http://${domain}:${env.LOCAL_CUSTOM_DOMAIN_PORT}`;
  }
  const host = domain ?? `${site.slug}.${env.PLATFORM_HOST}`;
  const protocol = host.endsWith(env.PLATFORM_HOST) ? env.PLATFORM_PROTOCOL : "https";
  return `${protocol}://${host}`;
}

/** The site's canonical origin: its custom domain when one is active, else its subdomain. */
export async function siteOrigin(
  db: Db,
  env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL" | "LOCAL_CUSTOM_DOMAIN_PORT">,
  site: Site,
) {
  const [primary] = await activeDomains(db, site.id).limit(1);
  return originOf(env, site, primary?.hostname ?? null);
}

/** The site slug a host names as a subdomain of the platform host, if it does. */
export function subdomainSlug(env: Pick<Env, "PLATFORM_HOST">, hostname: string) {
  const suffix = `.${env.PLATFORM_HOST.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const slug = hostname.slice(0, -suffix.length);
  return slug && !slug.includes(".") ? slug : null;
}

/** The host lookup's values: the host name, and the site slug it names as a subdomain. */
const HOSTNAME = sql.placeholder("hostname");
/** The host name without a port: a custom domain's row never has one, a local Host does. */
const BARE_HOSTNAME = sql.placeholder("bareHostname");
const SUBDOMAIN_SLUG = sql.placeholder("slug");

/** The host lookup's one statement, its SQL built once (prepared-batch.ts). */
const hostLookup = preparedBatch((db) => {
  const mapped = sql`(${db
    .select({ siteId: customDomains.siteId })
    .from(customDomains)
    .where(
      and(
        or(eq(customDomains.hostname, HOSTNAME), eq(customDomains.hostname, BARE_HOSTNAME)),
        eq(customDomains.status, "active"),
      ),
    )})`;
  // A renamed site's old subdomain still finds it; its origin is the new one, so the web
  // app redirects there (app/lib/subdomain-redirect.ts, former-slugs.ts).
  const renamed = sql`(${db
    .select({ siteId: formerSiteSlugs.siteId })
    .from(formerSiteSlugs)
    .where(eq(formerSiteSlugs.slug, SUBDOMAIN_SLUG))})`;
  // Only what the answer holds: asked on every page view, so no wider row than needed.
  return [
    db
      .select({
        site: {
          id: sites.id,
          slug: sites.slug,
          title: sites.title,
          contentVersion: sites.contentVersion,
        },
        domain: sql<string | null>`(${activeDomains(db, sites.id).limit(1)})`,
      })
      .from(sites)
      .where(
        liveSite(or(eq(sites.id, mapped), eq(sites.slug, SUBDOMAIN_SLUG), eq(sites.id, renamed))),
      )
      // A mapped custom domain wins over a subdomain that happens to match too, and a
      // site's own subdomain over another's old one.
      .orderBy(desc(sql`${sites.id} = ${mapped}`), desc(sql`${sites.slug} = ${SUBDOMAIN_SLUG}`))
      .limit(1),
  ] as const;
});

/**
 * Site resolution from a Host header (docs/architecture.md §2): the custom-domain table first,
 * then the slug subdomain of the platform host. One statement, which also brings the
 * site's canonical origin (the web app asks this on every page view).
 */
export async function siteForHost(
  db: Db,
  env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL" | "LOCAL_CUSTOM_DOMAIN_PORT">,
  host: string,
) {
  const hostname = host.trim().toLowerCase();
  const [[found]] = await hostLookup(db, {
    hostname,
    bareHostname: hostname.replace(/:\d+$/, ""),
    // No site has an empty slug: a host that is no subdomain matches by custom domain only.
    slug: subdomainSlug(env, hostname) ?? "",
  });
  return found ? { site: found.site, origin: originOf(env, found.site, found.domain) } : null;
}
