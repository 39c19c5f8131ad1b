import type { Db } from "./lib/db";
import type { Job } from "./queues/jobs";
import type { AbuseLimitBinding } from "./services/limits/abuse";

/** Bindings and variables of the API worker (wrangler.toml). */
export type Env = {
  [binding in AbuseLimitBinding]: RateLimit;
} & {
  DB: D1Database;
  /**
   * The D1 binding new sites' rows go to (ADR 0014): a site database, or unset (or "DB") for
   * the platform's own. Other site databases are bindings named by sites.database.
   */
  NEW_SITES_DATABASE?: string;
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
  /** Raises the per-IP sign-in limit (services/limits/kv-windows.ts): the local browser suite. */
  SIGN_IN_IP_LIMIT?: string;
  /** "1": count each request's D1 queries and rows read, for the capacity script (lib/d1-meter.ts). */
  D1_METER?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /** Signs kitchen upload URLs (worker/services/media/upload-signing.ts); a secret in production. */
  UPLOAD_SIGNING_KEY: string;
  /** Stripe (worker/services/payments/stripe-client.ts): a secret in production. */
  STRIPE_SECRET_KEY: string;
  /** Signing secrets of the platform and Connect webhook endpoints: secrets in production. */
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_CONNECT_WEBHOOK_SECRET: string;
  /** The platform's share of each reader's payment, in percent (e.g. "10"). */
  PLATFORM_FEE_PERCENT: string;
  /**
   * The platform plan's Prices on the platform account, by lookup key (monthly and yearly;
   * worker/services/platform-plan/catalog.ts). Production sets the keys of the Prices made
   * in Stripe's Dashboard; locally the seed makes Prices with these keys.
   */
  PLATFORM_PLAN_MONTHLY_LOOKUP_KEY: string;
  PLATFORM_PLAN_YEARLY_LOOKUP_KEY: string;
  /** Local only: where the project's local Stripe listens. Unset in production. */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: "http" | "https";
  /** Signs newsletter unsubscribe links (worker/services/newsletters/unsubscribe-token.ts). */
  UNSUBSCRIBE_SIGNING_KEY: string;
  /** Signs export download links (worker/services/exports/download-link.ts). */
  EXPORT_SIGNING_KEY: string;
  /**
   * Resend (production newsletters and mail): the batch API is used when this is set;
   * otherwise MAIL_API_URL/MAIL_API_KEY's single-message API (worker/services/mail/mailer.ts).
   */
  RESEND_API_KEY?: string;
  /** Verifies the provider's bounce and complaint webhooks (Svix "whsec_…" secret). */
  MAIL_WEBHOOK_SECRET?: string;
  /** Benchmark only (scripts/bench/newsletter.ts): mail goes to a counting sink; ignored in production. */
  MAIL_SINK_URL?: string;
  /** DNS-over-HTTPS JSON endpoint for custom-domain checks; unset in development (KV records). */
  DOH_URL?: string;
  /**
   * Cloudflare for SaaS (worker/services/custom-hostnames): the zone whose custom hostnames
   * serve creators' domains, and an API token with "SSL and Certificates: Edit" on it (a
   * secret in production). Without both, domains are checked by their TXT record alone.
   */
  CLOUDFLARE_API_TOKEN?: string;
  CLOUDFLARE_ZONE_ID?: string;
  /**
   * Where creators point their domain's CNAME: the SaaS zone's fallback origin, e.g.
   * "sites.recipes.app" (edge-router/README.md). Unset: the platform host.
   */
  CUSTOM_DOMAIN_TARGET?: string;
  /** Local only: the project's local Cloudflare API (local-cloudflare/). Unset in production. */
  CLOUDFLARE_API_BASE_URL?: string;
  /**
   * Local development and browser tests only (scripts/lib/platform.ts sets it): the port the
   * local web app answers on, so an active custom domain's origin is http://{domain}:{port}
   * (reachable on this machine) rather than https://{domain}. Never set in production.
   */
  LOCAL_CUSTOM_DOMAIN_PORT?: string;
  /** Per-address limit on CSP violation reports (routes/csp-reports.ts). */
  CSP_REPORT_LIMITER: RateLimit;
  /** Development only: the import fixture server that serves `*.test` pages (import-fixtures/). */
  IMPORT_FIXTURE_ORIGIN?: string;
};

export type { Db } from "./lib/db";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** The platform's database (ADR 0014): accounts, sessions, the site directory. */
    db: Db;
    /** The platform's database and, by a site's directory row, the one holding its rows. */
    databases: import("./lib/site-databases").SiteDatabases;
    /** The signed-in session, when a valid bearer token came with the request. */
    session: import("./services/identity/sessions").Session | null;
  };
};

export const isDevelopment = (env: Pick<Env, "ENVIRONMENT">) =>
  env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
