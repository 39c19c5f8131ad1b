import { processedPaymentEvents } from "@schema/db/payments";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Db, Env } from "../env";
import { siteDatabases } from "../lib/site-databases";
import { applyStripeEvent } from "../services/payments/webhook-events";
import type { StripeEventJob } from "./jobs";

/**
 * JOBS handler for verified Stripe events. Stripe delivers at least once and the queue may
 * redeliver too, so each event id is claimed first (processed_payment_events) and an event
 * already claimed is skipped: two deliveries handled at once do the work, and send any
 * e-mail, once. If the work fails the claim is released, so the queue's retry does it again;
 * that is safe because applying an event only writes the state just read from Stripe.
 */
export async function handleStripeEvent(job: StripeEventJob, env: Env) {
  const db = drizzle(env.DB) as Db;
  const [claimed] = await db
    .insert(processedPaymentEvents)
    .values({ id: job.eventId, type: job.eventType })
    .onConflictDoNothing()
    .returning({ id: processedPaymentEvents.id });
  if (!claimed) return;
  try {
    await applyStripeEvent(siteDatabases(env, db), env, job);
  } catch (error) {
    await db.delete(processedPaymentEvents).where(eq(processedPaymentEvents.id, job.eventId));
    throw error;
  }
}
