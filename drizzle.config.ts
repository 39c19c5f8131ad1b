import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` runs here: migrations are applied by wrangler (D1), so no
// driver or credentials are needed.
export default defineConfig({
  dialect: "sqlite",
  schema: "./schema/db",
  out: "./migrations",
});
