import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Job } from "./queues/jobs";

/** Bindings and variables of the API worker (wrangler.toml). */
export type Env = {
  DB: D1Database;
  KV: KVNamespace;
  MEDIA: R2Bucket;
  /** Resizes uploaded images for /media (sharp through miniflare locally). */
  IMAGES: ImagesBinding;
  JOBS: Queue<Job>;
  /** "development" and "test" enable the dev mailbox and dev endpoints. */
  ENVIRONMENT: "development" | "test" | "production";
  /** Host of the platform's web app, e.g. "localhost:8788"; sites live at {slug}.PLATFORM_HOST. */
  PLATFORM_HOST: string;
  PLATFORM_PROTOCOL: "http" | "https";
  MAIL_FROM: string;
  /** Production e-mail delivery (worker/services/mail/http-mailer.ts). */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /** Signs kitchen upload URLs (worker/services/manage/upload-signing.ts); a secret in production. */
  UPLOAD_SIGNING_KEY: string;
  /** DNS-over-HTTPS JSON endpoint for custom-domain checks; unset in development (KV records). */
  DOH_URL?: string;
  /** Development only: the import fixture server that serves `*.test` pages (import-fixtures/). */
  IMPORT_FIXTURE_ORIGIN?: string;
};

/** Drizzle over D1, as `drizzle(env.DB)` makes it; `$client` is the binding itself. */
export type Db = DrizzleD1Database<Record<string, never>> & { $client: D1Database };

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    /** The signed-in session, when a valid bearer token came with the request. */
    session: import("./services/sessions").Session | null;
  };
};

export const isDevelopment = (env: Pick<Env, "ENVIRONMENT">) =>
  env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
