import type { ContributorBody, ManageContributor } from "@schema/api/manage-contributors";
import { type Contributor, contributors, recipeContributors } from "@schema/db/contributors";
import { images } from "@schema/db/images";
import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { imageView } from "../media/image-view";
import { References } from "../recipes/references";
import { changeWithNewVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";

/** The kitchen's contributors of one site: every call takes the site first and filters by it. */

/** Far beyond any site's team; keeps the recipe editor's picker and the globals read small. */
export const MAX_CONTRIBUTORS_PER_SITE = 200;

export async function getSiteContributor(db: Db, siteId: string, id: string): Promise<Contributor> {
  const [row] = await db
    .select()
    .from(contributors)
    .where(and(eq(contributors.id, id), eq(contributors.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound("Contributor");
  return row;
}

async function views(db: Db, rows: Contributor[]): Promise<ManageContributor[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const imageIds = rows.flatMap((row) => (row.imageId ? [row.imageId] : []));
  const [counts, imageRows] = await db.batch([
    db
      .select({ id: recipeContributors.contributorId, n: count() })
      .from(recipeContributors)
      .where(inArray(recipeContributors.contributorId, ids))
      .groupBy(recipeContributors.contributorId),
    db
      .select()
      .from(images)
      .where(inArray(images.id, imageIds.length ? imageIds : [""])),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    bio: row.bio,
    imageId: row.imageId,
    image: imageView(imageRows.find((image) => image.id === row.imageId)),
    links: row.links,
    recipeCount: counts.find((entry) => entry.id === row.id)?.n ?? 0,
  }));
}

export async function listSiteContributors(db: Db, siteId: string) {
  const rows = await db
    .select()
    .from(contributors)
    .where(eq(contributors.siteId, siteId))
    .orderBy(asc(contributors.position), asc(contributors.name));
  return views(db, rows);
}

export async function manageContributor(db: Db, siteId: string, id: string) {
  const [view] = await views(db, [await getSiteContributor(db, siteId, id)]);
  if (!view) throw notFound("Contributor");
  return view;
}

async function contributorColumns(db: Db, siteId: string, body: ContributorBody) {
  const refs = new References();
  refs.add("image", body.imageId, "imageId");
  const { issues } = await refs.check(db, siteId);
  if (issues.length) throw new ApiError("bad_request", "Some fields are not valid", issues);
  return {
    name: body.name,
    bio: body.bio?.trim() || null,
    imageId: body.imageId ?? null,
    links: body.links ?? [],
  };
}

/** A new contributor goes last in the site's order. */
export async function createContributor(dbs: SiteDbs, site: Site, body: ContributorBody) {
  const db = dbs.site;
  const [held] = await db
    .select({ n: count(), last: max(contributors.position) })
    .from(contributors)
    .where(eq(contributors.siteId, site.id));
  if ((held?.n ?? 0) >= MAX_CONTRIBUTORS_PER_SITE) {
    throw new ApiError(
      "conflict",
      `A site keeps at most ${MAX_CONTRIBUTORS_PER_SITE} contributors`,
    );
  }
  const id = crypto.randomUUID();
  const columns = await contributorColumns(db, site.id, body);
  await changeWithNewVersion(dbs, site.id, [
    db
      .insert(contributors)
      .values({ id, siteId: site.id, ...columns, position: (held?.last ?? -1) + 1 }),
  ]);
  return id;
}

/** Absent `links` stays as it was; the other fields are replaced. */
export async function updateContributor(
  dbs: SiteDbs,
  site: Site,
  contributor: Contributor,
  body: ContributorBody,
) {
  const db = dbs.site;
  const { links, ...columns } = await contributorColumns(db, site.id, body);
  await changeWithNewVersion(dbs, site.id, [
    db
      .update(contributors)
      .set(body.links ? { ...columns, links } : columns)
      .where(and(eq(contributors.id, contributor.id), eq(contributors.siteId, site.id))),
  ]);
}

/** Recipes that credited them simply stop doing so (the join rows cascade). */
export async function deleteContributor(dbs: SiteDbs, site: Site, contributor: Contributor) {
  const db = dbs.site;
  await changeWithNewVersion(dbs, site.id, [
    db
      .delete(contributors)
      .where(and(eq(contributors.id, contributor.id), eq(contributors.siteId, site.id))),
  ]);
}
