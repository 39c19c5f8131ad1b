import {
  MAX_REDIRECTS,
  type ManageRedirect,
  normalizePath,
  type RedirectsBody,
} from "@schema/api/manage-redirects";
import { type SiteRedirect, siteRedirects } from "@schema/db/site-redirects";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { ApiError, type FieldIssue, notFound } from "../../errors";
import { MAX_BOUND_PARAMETERS } from "../../lib/d1-batches";
import type { SiteDbs } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { changeWithNewVersion } from "./content-version";

/**
 * A creator's redirects (schema/db/site-redirects.ts): their old blog's categories, pages and
 * posts, each leading to a page of the site or anywhere on the web. Saving one for an address
 * that has one replaces where it leads.
 */

const view = (row: SiteRedirect): ManageRedirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.to,
  createdAt: row.createdAt.toISOString(),
});

export async function listRedirects(db: Db, siteId: string): Promise<ManageRedirect[]> {
  const rows = await db
    .select()
    .from(siteRedirects)
    .where(eq(siteRedirects.siteId, siteId))
    .orderBy(desc(siteRedirects.createdAt), desc(siteRedirects.id));
  return rows.map(view);
}

/** A site path a redirect leads to, normalized as `from` is; null for an address elsewhere. */
const sitePathOf = (to: string) => (to.startsWith("/") ? normalizePath(to) : null);

/**
 * Saves the redirects of one request in one batch. Refused, with the line of each: one that
 * leads to itself, one that leads straight back (a → b beside b → a: a visitor would go
 * round until the browser gives up), and any past the site's MAX_REDIRECTS.
 */
export async function saveRedirects(
  dbs: SiteDbs,
  siteId: string,
  { redirects }: RedirectsBody,
): Promise<ManageRedirect[]> {
  const db = dbs.site;
  // The last of one address in the request wins, as a later save would.
  const given = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
  const froms = [...given.keys()];
  const targets = [...given.values()].map(sitePathOf).filter((path) => path !== null);
  const ofSite = eq(siteRedirects.siteId, siteId);
  const [[kept], present, onward] = await db.batch([
    db.select({ n: count() }).from(siteRedirects).where(ofSite),
    db
      .select({ fromPath: siteRedirects.fromPath })
      .from(siteRedirects)
      .where(and(ofSite, inIdList(siteRedirects.fromPath, froms))),
    db
      .select({ fromPath: siteRedirects.fromPath, to: siteRedirects.to })
      .from(siteRedirects)
      .where(and(ofSite, inIdList(siteRedirects.fromPath, targets))),
  ]);
  const added = froms.length - present.length;
  if ((kept?.n ?? 0) + added > MAX_REDIRECTS) {
    const message = `A site keeps at most ${MAX_REDIRECTS} redirects: remove some first`;
    throw new ApiError("bad_request", message, [{ path: "redirects", message }]);
  }
  const leadsTo = new Map(onward.map((row) => [row.fromPath, row.to]));
  for (const [from, to] of given) leadsTo.set(from, to);
  const issues: FieldIssue[] = [];
  redirects.forEach(({ from, to }, index) => {
    const target = sitePathOf(to);
    const back = target === null ? undefined : leadsTo.get(target);
    if (target === from) {
      issues.push({ path: `redirects.${index}.to`, message: "It leads to itself" });
    } else if (back !== undefined && sitePathOf(back) === from) {
      issues.push({
        path: `redirects.${index}.to`,
        message: `${target} leads back here: visitors would go round in circles`,
      });
    }
  });
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);

  const rows = [...given].map(([fromPath, to]) => ({ siteId, fromPath, to }));
  const [first, ...rest] = chunks(rows, ROWS_PER_INSERT).map((chunk) =>
    db
      .insert(siteRedirects)
      .values(chunk)
      .onConflictDoUpdate({
        target: [siteRedirects.siteId, siteRedirects.fromPath],
        set: { to: sql`excluded.${sql.identifier(siteRedirects.to.name)}` },
      }),
  );
  // The public side's answers are kept under the content version (moved-page.server.ts).
  if (first) await changeWithNewVersion(dbs, siteId, [first, ...rest]);
  const saved = await db
    .select()
    .from(siteRedirects)
    .where(and(ofSite, inIdList(siteRedirects.fromPath, froms)))
    .orderBy(desc(siteRedirects.createdAt), desc(siteRedirects.id));
  return saved.map(view);
}

/** Rows per INSERT under D1's 100 bound parameters: five columns each (d1-batches.ts). */
const ROWS_PER_INSERT = Math.floor(MAX_BOUND_PARAMETERS / 5);

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

export async function deleteRedirect(dbs: SiteDbs, siteId: string, redirectId: string) {
  const mine = and(eq(siteRedirects.id, redirectId), eq(siteRedirects.siteId, siteId));
  const [found] = await dbs.site.select({ id: siteRedirects.id }).from(siteRedirects).where(mine);
  if (!found) throw notFound("Redirect");
  await changeWithNewVersion(dbs, siteId, [dbs.site.delete(siteRedirects).where(mine)]);
}

/** Where the creator sends this path, if anywhere (a query for moved-address.ts's batch). */
export const redirectFor = (db: Db, siteId: string, path: string) =>
  db
    .select({ to: siteRedirects.to })
    .from(siteRedirects)
    .where(and(eq(siteRedirects.siteId, siteId), eq(siteRedirects.fromPath, normalizePath(path))))
    .limit(1);
