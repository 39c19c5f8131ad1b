import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type LocalStripe, type LocalStripeOptions, startLocalStripe } from "../server";

/** A fresh emulator on a free port and an SDK client for it, configured as the product does. */
export async function startEmulator(
  options: Partial<LocalStripeOptions> = {},
): Promise<{ emulator: LocalStripe; stripe: Stripe; port: number }> {
  const emulator = await startLocalStripe({ port: 0, quiet: true, ...options });
  const port = Number(new URL(emulator.url).port);
  return { emulator, stripe: sdkFor(port), port };
}

export function sdkFor(port: number): Stripe {
  return new Stripe("sk_test_local", {
    host: "localhost",
    port,
    protocol: "http",
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });
}

export type Received = { headers: IncomingMessage["headers"]; body: string };

/**
 * A webhook receiver: records each delivery; answers `statuses` in turn (then 200), so a test
 * can make the first deliveries fail.
 */
export async function startReceiver(statuses: number[] = []): Promise<{
  url: string;
  received: Received[];
  attempts: () => number;
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  let attempts = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const status = statuses[attempts] ?? 200;
      attempts += 1;
      if (status >= 200 && status < 300) {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      }
      res.writeHead(status);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    attempts: () => attempts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits for a condition that another part of the system makes true (webhook delivery). */
export async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Posts the hosted Checkout form as a browser would (urlencoded, no redirect following). */
export async function submitCheckout(
  url: string,
  fields: Partial<
    Record<
      "email" | "cardNumber" | "cardExpiry" | "cardCvc" | "billingName" | "promotionCode",
      string
    >
  >,
): Promise<Response> {
  const form = new URLSearchParams({
    cardExpiry: "12 / 34",
    cardCvc: "123",
    billingName: "Ada Reader",
    ...fields,
  });
  return fetch(url, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** A connected account with a monthly price, as the product sets one up for a creator. */
export async function connectedAccountWithPrice(stripe: Stripe, unitAmount = 500) {
  const account = await stripe.accounts.create({
    type: "express",
    email: "creator@example.com",
    business_profile: { name: "Demo Kitchen" },
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  });
  const opts = { stripeAccount: account.id };
  const product = await stripe.products.create({ name: "Demo Kitchen membership" }, opts);
  const price = await stripe.prices.create(
    {
      product: product.id,
      unit_amount: unitAmount,
      currency: "usd",
      recurring: { interval: "month" },
    },
    opts,
  );
  return { account, product, price, opts };
}

/** Moves the emulator's own clock on by `seconds` (POST /_emulator/clock/advance); its new now. */
export async function advanceClock(url: string, seconds: number): Promise<number> {
  const response = await fetch(`${url}/_emulator/clock/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seconds }),
  });
  if (response.status !== 200) throw new Error(`clock advance answered ${response.status}`);
  return ((await response.json()) as { now: number }).now;
}
