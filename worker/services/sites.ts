import { and, eq } from "drizzle-orm";
import { customDomains, sites } from "../../schema/db/sites";
import type { Db, Env } from "../env";
import { notFound } from "../errors";

export type Site = typeof sites.$inferSelect;

export async function findSiteBySlug(db: Db, slug: string): Promise<Site | null> {
  const [site] = await db.select().from(sites).where(eq(sites.slug, slug)).limit(1);
  return site ?? null;
}

export async function getSiteBySlug(db: Db, slug: string): Promise<Site> {
  const site = await findSiteBySlug(db, slug);
  if (!site) throw notFound("Site");
  return site;
}

export const platformOrigin = (env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">) =>
  `${env.PLATFORM_PROTOCOL}://${env.PLATFORM_HOST}`;

/** Host names a site answers on: its platform subdomain and its active custom domains. */
export async function siteHosts(db: Db, env: Pick<Env, "PLATFORM_HOST">, site: Site) {
  const domains = await db
    .select({ hostname: customDomains.hostname })
    .from(customDomains)
    .where(and(eq(customDomains.siteId, site.id), eq(customDomains.status, "active")));
  return [...domains.map((d) => d.hostname), `${site.slug}.${env.PLATFORM_HOST}`];
}

/** The site's canonical origin: its custom domain when one is active, else its subdomain. */
export async function siteOrigin(
  db: Db,
  env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">,
  site: Site,
) {
  const [primary] = await siteHosts(db, env, site);
  const protocol = primary?.endsWith(env.PLATFORM_HOST) ? env.PLATFORM_PROTOCOL : "https";
  return `${protocol}://${primary}`;
}

/**
 * Site resolution from a Host header (architecture §2): the custom-domain table first,
 * then the slug subdomain of the platform host.
 */
export async function siteForHost(db: Db, env: Pick<Env, "PLATFORM_HOST">, host: string) {
  const hostname = host.trim().toLowerCase();
  const [mapped] = await db
    .select({ site: sites })
    .from(customDomains)
    .innerJoin(sites, eq(sites.id, customDomains.siteId))
    .where(and(eq(customDomains.hostname, hostname), eq(customDomains.status, "active")))
    .limit(1);
  if (mapped) return mapped.site;
  const suffix = `.${env.PLATFORM_HOST.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const slug = hostname.slice(0, -suffix.length);
  if (!slug || slug.includes(".")) return null;
  return findSiteBySlug(db, slug);
}
