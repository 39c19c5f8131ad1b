import { siteMembers, sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import type { Env } from "../../env";
import { isUniqueViolation } from "../../lib/constraint-errors";
import type { SiteDatabases } from "../../lib/site-databases";
import { anchorEmail } from "../site-databases/anchors";
import { refuseAnotherOwnersAddress, siteAddressTaken, siteSlugStatements } from "./former-slugs";
import type { Site } from "./lookup";

/**
 * POST manage/sites: a new site with the caller as owner, its directory row and membership
 * in one batch of the platform's database. Its rows go to the database NEW_SITES_DATABASE
 * names (ADR 0014), which gets the site's anchor (its directory row's copy, with its owner's
 * id) at once: every row of the site there hangs on it. Without it the site could hold
 * nothing, so an anchor that cannot be written undoes the directory row.
 */
export async function createSite(
  databases: SiteDatabases,
  env: Pick<Env, "NEW_SITES_DATABASE">,
  ownerId: string,
  input: { title: string; slug: string },
): Promise<Site> {
  const id = crypto.randomUUID();
  const database =
    env.NEW_SITES_DATABASE && env.NEW_SITES_DATABASE !== "DB" ? env.NEW_SITES_DATABASE : null;
  // A configuration error, before anything is written: the deploy lacks the binding.
  const siteDb = databases.of(database);
  const { platform } = databases;
  await refuseAnotherOwnersAddress(platform, input.slug, ownerId);
  let site: Site | undefined;
  try {
    [[site]] = await platform.batch([
      platform
        .insert(sites)
        .values({ id, ownerId, title: input.title, slug: input.slug, database })
        .returning(),
      platform.insert(siteMembers).values({ siteId: id, userId: ownerId, role: "owner" }),
      // An old address of the owner's other site becomes this one's.
      ...siteSlugStatements(platform, { siteId: id, from: null, to: input.slug }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "sites.slug")) throw siteAddressTaken();
    throw error;
  }
  if (!site) throw new Error("Site insert returned nothing");
  if (siteDb === platform) return site;
  try {
    await siteDb.batch([
      siteDb
        .insert(users)
        .values({ id: ownerId, email: anchorEmail(ownerId) })
        .onConflictDoNothing(),
      siteDb.insert(sites).values(site).onConflictDoNothing({ target: sites.id }),
    ]);
  } catch (error) {
    await platform.delete(sites).where(eq(sites.id, id));
    throw error;
  }
  return site;
}
