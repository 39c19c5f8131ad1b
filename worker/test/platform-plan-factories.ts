import { env } from "cloudflare:test";
import { appSubscriptions } from "@schema/db/payments";
import { eq } from "drizzle-orm";
import { ensureLocalPlatformCatalog } from "../services/platform-plan/catalog";
import { db } from "./factories";
import { consume, stripe } from "./stripe-factories";

/** Test helpers for the creator's platform plan (a subscription on the platform account). */

export const ensureCatalog = () => ensureLocalPlatformCatalog(env);

export async function appSubscriptionRow(siteId: string) {
  const [row] = await db()
    .select()
    .from(appSubscriptions)
    .where(eq(appSubscriptions.siteId, siteId));
  return row ?? null;
}

const PLAN_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
];

/**
 * The platform account's events about these objects (a Checkout Session, a subscription),
 * oldest first. Other test files write platform events at the same time, so the list is
 * narrowed to the objects asked for.
 */
export async function platformEventsOf(...objectIds: string[]) {
  const list = await stripe().events.list({ limit: 100, types: PLAN_EVENTS });
  return [...list.data]
    .reverse()
    .filter((event) => objectIds.includes((event.data.object as { id: string }).id));
}

/** The Checkout Session id in a hosted Checkout URL (/c/pay/{cs_test_…}). */
export const sessionIdOf = (url: string) => {
  const id = new URL(url).pathname.split("/").pop();
  if (!id?.startsWith("cs_")) throw new Error(`No session id in ${url}`);
  return id;
};

/** Hands the platform's webhooks about a paid plan Checkout to the JOBS handler. */
export async function consumePlanCheckout(checkoutUrl: string) {
  const sessionId = sessionIdOf(checkoutUrl);
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  const subscription =
    typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  const events = await platformEventsOf(sessionId, ...(subscription ? [subscription] : []));
  await consume(...events);
  return { sessionId, subscriptionId: subscription ?? null, events };
}
