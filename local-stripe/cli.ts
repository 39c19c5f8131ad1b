import { parseArgs } from "node:util";
import { startLocalStripe } from "./server";

/**
 * Runs the local Stripe:
 *   npx tsx local-stripe/cli.ts --port 12111 --state .wrangler/state/local-stripe.json \
 *     --platform-webhook http://localhost:8787/api/v1/webhooks/stripe \
 *     --connect-webhook http://localhost:8787/api/v1/webhooks/stripe-connect
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: "12111" },
    host: { type: "string" },
    state: { type: "string" },
    "platform-webhook": { type: "string" },
    "connect-webhook": { type: "string" },
    "platform-secret": { type: "string", default: "whsec_local_platform" },
    "connect-secret": { type: "string", default: "whsec_local_connect" },
    "retry-delays": { type: "string" },
    "upcoming-days": { type: "string", default: "7" },
    quiet: { type: "boolean", default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port: not a port: ${values.port}`);
  process.exit(2);
}
const retryDelaysMs = values["retry-delays"]?.split(",").map(Number);
if (retryDelaysMs?.some((n) => !Number.isFinite(n) || n < 0)) {
  console.error("--retry-delays: comma-separated milliseconds, e.g. 1000,2000,4000");
  process.exit(2);
}

const upcomingDays = Number(values["upcoming-days"]);
if (!Number.isInteger(upcomingDays) || upcomingDays < 0) {
  console.error("--upcoming-days: whole days before a renewal for invoice.upcoming (0: none)");
  process.exit(2);
}

const stripe = await startLocalStripe({
  port,
  host: values.host,
  statePath: values.state,
  webhooks: {
    platform: values["platform-webhook"]
      ? { url: values["platform-webhook"], secret: values["platform-secret"] as string }
      : undefined,
    connect: values["connect-webhook"]
      ? { url: values["connect-webhook"], secret: values["connect-secret"] as string }
      : undefined,
  },
  retryDelaysMs,
  upcomingDays,
  quiet: values.quiet,
});
console.log(`Local Stripe on ${stripe.url} (dev page ${stripe.url}/_emulator)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void stripe.stop().then(() => process.exit(0));
  });
}
