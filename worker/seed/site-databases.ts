import { moveSite } from "../services/site-databases/move-site";

/**
 * Where the seeded sites live (docs/decisions/0014-site-databases.md): locally the demo
 * sites are spread over the two site databases, the way production spreads creators, so
 * every path the platform offers runs across the split while you click through it and in
 * the browser tests. Sites made later go where NEW_SITES_DATABASE says (scripts/lib/platform.ts).
 */
export const SEED_SITE_DATABASES: Readonly<Record<string, string>> = {
  demo: "SITE_DB_1",
  second: "SITE_DB_2",
};

/**
 * Moves each seeded site to its database with the move script's own steps; nothing else
 * runs while the seed does, so nothing is waited for.
 */
export async function spreadSeedSites(bindings: { DB: D1Database }) {
  for (const [slug, binding] of Object.entries(SEED_SITE_DATABASES)) {
    const site = await bindings.DB.prepare(`SELECT "id" FROM "sites" WHERE "slug" = ?`)
      .bind(slug)
      .first<{ id: string }>();
    if (site) await moveSite(bindings, site.id, binding, { drainMs: 0 });
  }
}
