import { applyD1Migrations, env } from "cloudflare:test";
import { emptyStorage } from "./empty-storage";

// Every test file starts from the real schema (the same migrations production runs) and
// from empty storage: the worker projects reuse one runtime for many files (vitest.config.ts).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await emptyStorage(env);
