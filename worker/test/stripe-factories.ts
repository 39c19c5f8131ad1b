import { env } from "cloudflare:test";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { StripeEventJob } from "../queues/jobs";
import { handleStripeEvent } from "../queues/stripe-event";
import { stripeClient } from "../services/payments/stripe-client";
import { giveLocalPlatformPlan } from "../services/platform-plan/local-setup";
import { call, db } from "./factories";
import { makeKitchen } from "./manage-factories";

/**
 * Test helpers for payments. Everything goes through the local Stripe started for the run
 * (worker/test/local-stripe-setup.ts): no fetch is mocked.
 */

export const stripe = () => stripeClient(env);

export const siteRow = async (siteId: string) => {
  const [row] = await db().select().from(sites).where(eq(sites.id, siteId));
  if (!row) throw new Error(`No site ${siteId}`);
  return row;
};

/** Submits the local Stripe's onboarding page, as the creator's "Agree and submit" does. */
export async function completeOnboarding(linkUrl: string) {
  const res = await fetch(linkUrl, {
    method: "POST",
    body: new URLSearchParams({ business_name: "Test kitchen", country: "US" }),
    redirect: "manual",
  });
  if (res.status !== 302 && res.status !== 303) {
    throw new Error(`Onboarding answered ${res.status}: ${await res.text()}`);
  }
  return res.headers.get("Location");
}

/**
 * The Plans page read until it shows the account able to charge, as a creator back from
 * onboarding reloads it: each read re-reads the account from Stripe, and one that cannot
 * reach Stripe (the local one, busy on a loaded machine) shows the state it had before.
 */
async function chargesEnabled(siteSlug: string, token: string) {
  let last: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const plans = await call("GET", `/manage/${siteSlug}/plan-prices`, { token });
    if (plans.status === 200 && plans.body.stripe.chargesEnabled) return;
    last = { status: plans.status, body: plans.body };
  }
  throw new Error(`The account never showed charges enabled: ${JSON.stringify(last)}`);
}

/**
 * A kitchen whose site is connected to Stripe (onboarded, charges enabled) with monthly
 * and yearly prices, and paid subscriptions on: a site readers can pay.
 */
export async function makePaidSite(
  prices: { monthlyAmountCents: number | null; yearlyAmountCents: number | null } = {
    monthlyAmountCents: 500,
    yearlyAmountCents: 5000,
  },
) {
  const kitchen = await makeKitchen();
  const { site, token } = kitchen;
  // Paid subscriptions need the creator's platform plan (platform-plan/features.ts).
  await giveLocalPlatformPlan(db(), env, site, kitchen.owner);
  const link = await call("POST", `/manage/${site.slug}/stripe-account-links`, { token });
  if (link.status !== 201) throw new Error(`Account link: ${link.status}`);
  await completeOnboarding(link.body.url);
  await chargesEnabled(site.slug, token);
  const priced = await call("PUT", `/manage/${site.slug}/plan-prices`, { token, json: prices });
  if (priced.status !== 200) {
    throw new Error(`Setting prices: ${priced.status} ${JSON.stringify(priced.body)}`);
  }
  const on = await call("PUT", `/manage/${site.slug}/paid-subscriptions`, {
    token,
    json: { enabled: true },
  });
  if (on.status !== 200) throw new Error(`Paid subscriptions: ${on.status} ${on.body?.message}`);
  return { ...kitchen, site: await siteRow(site.id) };
}

export const CARDS = {
  ok: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  failsLater: "4000 0000 0000 0341",
} as const;

/** Pays a Checkout Session on its hosted page; the redirect it answers with (or the page). */
export async function payCheckout(checkoutUrl: string, email: string, card: string = CARDS.ok) {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`No checkout form at ${checkoutUrl}`);
  const res = await fetch(new URL(action.replaceAll("&amp;", "&"), checkoutUrl), {
    method: "POST",
    body: new URLSearchParams({
      email,
      cardNumber: card,
      cardExpiry: "12 / 34",
      cardCvc: "123",
      billingName: "Test Reader",
    }),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("Location"), body: await res.text() };
}

/** The connected account's events, oldest first (the local Stripe's GET /v1/events). */
export async function accountEvents(account: string, types?: readonly string[]) {
  const list = await stripe().events.list({ limit: 100 }, { stripeAccount: account });
  const events = [...list.data].reverse();
  return types ? events.filter((event) => types.includes(event.type)) : events;
}

export const jobOf = (event: Stripe.Event): StripeEventJob => ({
  type: "stripe-event",
  eventId: event.id,
  eventType: event.type,
  account: event.account ?? null,
  objectId: (event.data.object as { id: string }).id,
});

/** Hands events to the JOBS consumer's handler, as the queue would after the webhook. */
export async function consume(...events: Stripe.Event[]) {
  for (const event of events) await handleStripeEvent(jobOf(event), env);
}

/** A Stripe-Signature header for a payload, as Stripe signs webhooks. */
export function signature(payload: string, secret: string, timestamp?: number) {
  return stripe().webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}
