import { env } from "cloudflare:test";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq } from "drizzle-orm";
import { call, makeUser, signedIn, siteDb } from "./factories";
import {
  accountEvents,
  CARDS,
  consume,
  makePaidSite,
  payCheckout,
  siteRow,
  stripe,
} from "./stripe-factories";

/** Test helpers for readers' billing: a paid reader, the emulator clock, the portal page. */

export async function subscriptionRow(siteId: string, userId: string) {
  const [row] = await (await siteDb(siteId))
    .select()
    .from(siteSubscriptions)
    .where(and(eq(siteSubscriptions.siteId, siteId), eq(siteSubscriptions.userId, userId)));
  if (!row) throw new Error(`No subscription of ${userId} on ${siteId}`);
  return row;
}

/**
 * A reader who paid the monthly (or yearly) plan at Checkout, with the events handled, and
 * a platform session for the account area.
 */
export async function makePaidReader(
  plan: "monthly" | "yearly" = "monthly",
  paidSite?: Awaited<ReturnType<typeof makePaidSite>>,
) {
  const kitchen = paidSite ?? (await makePaidSite());
  const account = (await siteRow(kitchen.site.id)).stripeAccountId as string;
  const reader = await makeUser();
  const siteToken = await signedIn(reader.id, kitchen.site.id);
  const res = await call("POST", `/site/${kitchen.site.slug}/subscriptions`, {
    token: siteToken,
    json: { plan },
  });
  if (!res.body?.checkout?.url) throw new Error(`Checkout: ${res.status}`);
  await payCheckout(res.body.checkout.url, reader.email, CARDS.ok);
  await consume(...(await accountEvents(account)));
  const row = await subscriptionRow(kitchen.site.id, reader.id);
  const readerToken = await signedIn(reader.id);
  return { kitchen, account, reader, siteToken, readerToken, row };
}

export async function advanceClock(seconds: number) {
  const res = await fetch(`${env.TEST_STRIPE_URL}/_emulator/clock/advance`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ seconds }),
  });
  if (!res.ok) throw new Error(`clock advance: ${res.status} ${await res.text()}`);
}

/** The Stripe subscription behind a row, as Stripe holds it now. */
export const stripeSubscriptionOf = (account: string, id: string) =>
  stripe().subscriptions.retrieve(id, undefined, { stripeAccount: account });

/** What the Billing Portal's "Cancel plan" and "Renew plan" buttons post, for one reader. */
export async function portalButtons(readerToken: string, rowId: string, subscriptionId: string) {
  const session = await call("POST", "/manage/billing-portal-sessions", {
    token: readerToken,
    json: { subscriptionId: rowId },
  });
  const base = session.body.url as string;
  return (verb: "cancel" | "renew") =>
    fetch(`${base}/subscriptions/${subscriptionId}/${verb}`, {
      method: "POST",
      redirect: "manual",
    });
}
