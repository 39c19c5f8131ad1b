/**
 * React 18 has no "react-dom/server.edge" (React 19 added it); @react-email/render's workerd
 * build imports that name first. Its web-streams renderer is "react-dom/server.browser",
 * which workerd runs. wrangler.toml [alias] and vitest.config.ts point the name here.
 */
export * from "react-dom/server.browser";
