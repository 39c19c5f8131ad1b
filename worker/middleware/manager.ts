import { slug } from "@schema/api/common";
import { siteMembers, sites } from "@schema/db/sites";
import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Db } from "../env";
import { notFound, unauthorized } from "../errors";
import { type SiteDatabases, type SiteDbs, siteDbsOf } from "../lib/site-databases";
import { refuseWriteWhileMoving } from "../lib/site-moving";
import type { Session } from "../services/identity/sessions";
import { liveSite, type Site } from "../services/sites/lookup";
import { requireSession } from "./session";

export type SiteRole = "owner" | "manager";

/** The site a manage call acts on and who acts: set by `manager` for the handler. */
export type ManagerVariables = {
  site: Site;
  manager: Session;
  role: SiteRole;
  /** The site's database and the platform's (ADR 0014); c.var.db stays the platform's. */
  dbs: SiteDbs;
};
export type ManagerEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & ManagerVariables;
};

/** The site by slug with the user's role on it; null when either is missing. */
export async function findManagedSite(
  db: Db,
  where: { slug: string } | { id: string },
  userId: string,
): Promise<{ site: Site; role: SiteRole | null } | null> {
  const [row] = await db
    .select({ site: sites, role: siteMembers.role })
    .from(sites)
    .leftJoin(siteMembers, and(eq(siteMembers.siteId, sites.id), eq(siteMembers.userId, userId)))
    // A deleted site has no kitchen: only its restore call (services/deletion) finds it.
    .where(liveSite("slug" in where ? eq(sites.slug, where.slug) : eq(sites.id, where.id)))
    .limit(1);
  return row ? { site: row.site, role: row.role } : null;
}

/**
 * The manage-area gate (docs/architecture.md §4). Signed out is 401; a session signed in on another
 * site is 401 (it may not act here at all); a site the user does not run is 404, the same
 * answer as a site that does not exist, so the kitchen's "am I a manager?" check and a
 * stranger probing slugs learn nothing more than "not yours".
 */
export async function requireManager(
  c: { var: { db: Db; databases: SiteDatabases; session: Session | null } },
  where: { slug: string } | { id: string },
): Promise<ManagerVariables> {
  if (!c.var.session) throw unauthorized();
  const found = await findManagedSite(c.var.db, where, c.var.session.user.id);
  if (!found) throw notFound("Site");
  const session = requireSession(c, { siteId: found.site.id });
  if (!found.role) throw notFound("Site");
  return {
    site: found.site,
    manager: session,
    role: found.role,
    dbs: siteDbsOf(c.var.databases, found.site),
  };
}

/**
 * Route middleware for /{siteSlug}/… manage calls. It runs before the body is validated,
 * so a stranger gets 401/404 rather than a list of what their body got wrong. Used per
 * route, never as `use("/:siteSlug/*")`: a sub-app's wildcard middleware would also catch
 * other sub-apps' paths under /manage (sign-in/{token}, …).
 */
export const manager = createMiddleware<ManagerEnv>(async (c, next) => {
  const parsed = slug.safeParse(c.req.param("siteSlug"));
  if (!c.var.session) throw unauthorized();
  if (!parsed.success) throw notFound("Site");
  const access = await requireManager(c, { slug: parsed.data });
  refuseWriteWhileMoving(c.req.method, access.site);
  c.set("site", access.site);
  c.set("manager", access.manager);
  c.set("role", access.role);
  c.set("dbs", access.dbs);
  await next();
});
