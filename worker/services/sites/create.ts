import { siteMembers, sites } from "@schema/db/sites";
import type { Db } from "../../env";
import { ApiError } from "../../errors";
import { isUniqueViolation } from "../../lib/constraint-errors";
import type { Site } from "./lookup";

/** POST manage/sites: a new site with the caller as owner, both rows in one batch. */
export async function createSite(
  db: Db,
  ownerId: string,
  input: { title: string; slug: string },
): Promise<Site> {
  const id = crypto.randomUUID();
  try {
    const [[site]] = await db.batch([
      db.insert(sites).values({ id, ownerId, title: input.title, slug: input.slug }).returning(),
      db.insert(siteMembers).values({ siteId: id, userId: ownerId, role: "owner" }),
    ]);
    if (!site) throw new Error("Site insert returned nothing");
    return site;
  } catch (error) {
    if (isUniqueViolation(error, "sites.slug")) {
      throw new ApiError("conflict", "That address is taken", [
        { path: "slug", message: "Another site uses this address" },
      ]);
    }
    throw error;
  }
}
