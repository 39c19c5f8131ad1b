import type { DrizzleD1Database } from "drizzle-orm/d1";

/**
 * Drizzle over D1, as `drizzle(env.DB)` makes it; `$client` is the binding itself. Apart from
 * env.ts (which re-exports it) so the services env.ts names can use it without a circle.
 */
export type Db = DrizzleD1Database<Record<string, never>> & { $client: D1Database };
