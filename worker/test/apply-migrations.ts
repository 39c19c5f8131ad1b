import { applyD1Migrations, env } from "cloudflare:test";
import { emptyStorage, everyD1 } from "./empty-storage";

// Every test file starts from the real schema (the same migrations production runs, in the
// platform's database and both site databases: one migration set, ADR 0014) and from empty
// storage: the worker projects reuse one runtime for many files (vitest.config.ts).
for (const database of everyD1(env)) {
  await applyD1Migrations(database, env.TEST_MIGRATIONS);
}
await emptyStorage(env);
