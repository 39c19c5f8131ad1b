/**
 * Bindings and variables of the web app (web/wrangler.toml), and the shape of the Remix load
 * context that @remix-run/cloudflare-pages builds for every request.
 */
export type WebEnv = {
  /** Service binding to the API worker; the only way the web app reads or writes data. */
  API: Fetcher;
  ENVIRONMENT: "development" | "test" | "production";
  /** Host of the platform pages, e.g. "localhost:8788"; sites live at {slug}.PLATFORM_HOST. */
  PLATFORM_HOST: string;
  /**
   * Seconds an anonymous page view reuses a host's site lookup (app/lib/host-memo.ts);
   * unset means the default, "0" asks the API on every view (the browser tests do).
   */
  HOST_MEMO_SECONDS?: string;
  /**
   * Stripe's origins that forms hand over to (Checkout, Billing Portal, Connect onboarding),
   * space-separated, for the CSP's form-action (app/lib/security-headers.ts). Unset means
   * production's; the local platform names the local Stripe.
   */
  STRIPE_ORIGINS?: string;
  /**
   * Shared with the edge router (edge-router/): vouches for the original host it forwards
   * custom-domain requests with (app/lib/forwarded-host.ts). A secret; unset locally.
   */
  ROUTER_KEY?: string;
};

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: WebEnv;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
      cf?: IncomingRequestCfProperties;
      caches: CacheStorage;
    };
  }
}

// Single fetch (vite.config.ts future flags): loaders and actions return plain data or data().
declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}
