import { env } from "cloudflare:test";
import { equipment } from "@schema/db/equipment";
import { ingredients } from "@schema/db/ingredients";
import { colorThemes, typeThemes } from "@schema/db/themes";
import { units } from "@schema/db/units";
import { reference } from "@schema/reference/index";
import { drizzle } from "drizzle-orm/d1";
import { runInBatches } from "../lib/d1-batches";
import { SeedPlan } from "../seed/load-plan";
import { planReference, taxonomyTables } from "../seed/load-reference";
import { everyD1 } from "./empty-storage";

/**
 * The platform catalogues (units, ingredients, equipment, taxonomies) as the seed writes
 * them into every database, for tests that read recipes against the real lists (recipe import). Once per file:
 * every test file has its own storage.
 */
export async function loadReferenceCatalogues() {
  const order = [
    units,
    ingredients,
    equipment,
    ...Object.values(taxonomyTables),
    colorThemes,
    typeThemes,
  ];
  // Into every database, as the seed writes them (ADR 0014: catalogues are copied).
  for (const binding of everyD1(env)) {
    const db = drizzle(binding);
    const plan = new SeedPlan();
    planReference(plan, reference);
    await runInBatches(db, plan.statements(db, order));
  }
}
