/**
 * React 18 has no "react-dom/server.edge" (React 19 added it); @react-email/render's workerd
 * build imports that name first and falls back to "react-dom/server" when it fails. wrangler
 * (esbuild) leaves the missing name to fail at run time and bundles the fallback, but Vite
 * refuses to load a module whose import cannot be resolved, so vitest.config.ts points the
 * name here: React 18's web-streams renderer, the same one the fallback finds in workerd.
 */
export * from "react-dom/server.browser";
