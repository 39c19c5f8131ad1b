/**
 * zod, set to jitless before any schema exists. zod 4 builds each object schema's fast parser
 * with `new Function` and probes whether that is allowed when the schema is built; under our
 * Content-Security-Policy (no 'unsafe-eval') the probe is refused and the browser reports a
 * violation on every page that loads a schema, even though zod catches the error. jitless
 * skips the probe and the compiled path (the plain path parses the same).
 *
 * The web build resolves every `import … from "zod"` to this module (resolve.alias in
 * web/vite.config.ts), so the setting comes first in whichever chunk the schemas land in; the
 * API worker imports it before anything else (worker/index.ts).
 */
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
