import { slug } from "@schema/api/common";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Db } from "../env";
import { notFound } from "../errors";
import { type SiteDbs, siteDbsOf } from "../lib/site-databases";
import { refuseWriteWhileMoving } from "../lib/site-moving";
import type { Session } from "../services/identity/sessions";
import { viewerOn } from "../services/recipes/entitlement";
import { getSiteBySlug, getSiteBySlugEvenClosed, type Site } from "../services/sites/lookup";
import { requireSession } from "./session";

type SiteVariables = {
  site: Site;
  /** The site's database and the platform's (ADR 0014); c.var.db stays the platform's. */
  dbs: SiteDbs;
};

/** The site a public /{siteSlug}/… call acts on and who asks: set for the handler. */
export type SiteVisitorEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & SiteVariables & { viewer: Session | null };
};

/** The same, on calls that need a signed-in person. */
export type SignedInVisitorEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & SiteVariables & { viewer: Session };
};

/** A site switch that, when off, makes the feature's calls answer 404 (as if absent). */
export type SiteFeature = "commentsEnabled" | "newslettersEnabled";

/** The path's site slug; a malformed one is as missing as an unknown one. */
function siteSlugOf(c: { req: { param: (name: string) => string | undefined } }) {
  const parsed = slug.safeParse(c.req.param("siteSlug"));
  if (!parsed.success) throw notFound("Site");
  return parsed.data;
}

/**
 * Route middleware for public calls anybody may make. A session signed in on another site
 * is nobody here (viewerOn), so it reads what a signed-out visitor reads. Used per route,
 * never as `use("/:siteSlug/*")`, which would also catch other sub-apps' paths under /site.
 */
export const siteVisitor = (feature?: SiteFeature) =>
  createMiddleware<SiteVisitorEnv>(async (c, next) => {
    const site = await getSiteBySlug(c.var.db, siteSlugOf(c));
    if (feature && !site[feature]) throw notFound();
    refuseWriteWhileMoving(c.req.method, site);
    c.set("site", site);
    c.set("dbs", siteDbsOf(c.var.databases, site));
    c.set("viewer", viewerOn(c.var.session, site.id));
    await next();
  });

/**
 * Route middleware for public calls that change the person's own data (bookmarks,
 * comments, upvotes). It runs before the body is validated: the order of answers is
 * unknown site or switched-off feature 404, then signed out 401, then bad input 400.
 * A session signed in on another site is 401 here (requireSession's site scope).
 */
export const signedInVisitor = (feature?: SiteFeature) => signedInOn(getSiteBySlug, feature);

/**
 * signedInVisitor that also finds a closed site (deleted, in its undo window or awaiting the
 * purge): only for removing one's own bookmark, which the account area offers for a closed
 * site's recipes too. The service decides what such a site allows (services/account/bookmarks.ts).
 */
export const signedInVisitorEvenClosed = () => signedInOn(getSiteBySlugEvenClosed);

function signedInOn(findSite: (db: Db, slug: string) => Promise<Site>, feature?: SiteFeature) {
  return createMiddleware<SignedInVisitorEnv>(async (c, next) => {
    const site = await findSite(c.var.db, siteSlugOf(c));
    if (feature && !site[feature]) throw notFound();
    c.set("site", site);
    c.set("dbs", siteDbsOf(c.var.databases, site));
    c.set("viewer", requireSession(c, { siteId: site.id }));
    refuseWriteWhileMoving(c.req.method, site);
    await next();
  });
}
