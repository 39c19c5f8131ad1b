import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { siteMembers, sites } from "../../schema/db/sites";
import type { AppEnv } from "../env";
import { requireSession } from "../middleware/session";
import { siteOrigin } from "../services/sites";

/** GET /api/v1/manage/sites: the sites the signed-in user may run from the kitchen. */
export const manageSites = new Hono<AppEnv>().get("/sites", async (c) => {
  const current = requireSession(c, "platform");
  const rows = await c.var.db
    .select({ site: sites, role: siteMembers.role })
    .from(siteMembers)
    .innerJoin(sites, eq(sites.id, siteMembers.siteId))
    .where(eq(siteMembers.userId, current.user.id))
    .orderBy(asc(sites.title));
  const result = await Promise.all(
    rows.map(async ({ site, role }) => ({
      id: site.id,
      slug: site.slug,
      title: site.title,
      role,
      url: await siteOrigin(c.var.db, c.env, site),
    })),
  );
  return c.json({ sites: result });
});
