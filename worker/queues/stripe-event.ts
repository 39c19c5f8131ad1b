import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { processedPaymentEvents } from "../../schema/db/payments";
import type { Db, Env } from "../env";
import { applyStripeEvent } from "../services/payments/webhook-events";
import type { StripeEventJob } from "./jobs";

/**
 * JOBS handler for verified Stripe events. Stripe delivers at least once and the queue may
 * redeliver too, so an event id already recorded is skipped. The id is recorded after the
 * work: an event that failed halfway is tried again, which is safe because applying an event
 * only writes the state just read from Stripe.
 */
export async function handleStripeEvent(job: StripeEventJob, env: Env) {
  const db = drizzle(env.DB) as Db;
  const [done] = await db
    .select({ id: processedPaymentEvents.id })
    .from(processedPaymentEvents)
    .where(eq(processedPaymentEvents.id, job.eventId))
    .limit(1);
  if (done) return;
  await applyStripeEvent(db, env, job);
  await db
    .insert(processedPaymentEvents)
    .values({ id: job.eventId, type: job.eventType })
    .onConflictDoNothing();
}
