import { newsletterDeliveries, newsletterSends } from "@schema/db/newsletters";
import { siteMembers } from "@schema/db/sites";
import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { type SiteDatabases, siteDbsOf } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { sha256 } from "../../lib/tokens";
import type { Job } from "../../queues/jobs";
import type { Mailer } from "../mail/mailer";
import { entitlesPaid, recipeAccess } from "../recipes/entitlement";
import type { Site } from "../sites/lookup";
import { AUDIENCE_STATUSES } from "./audience";
import { buildEditions, type Editions, messageFor } from "./editions";
import { engagementToken } from "./engagement";
import { addChanges, atomically, finishIfDone, statement } from "./progress";
import { unsubscribeToken } from "./unsubscribe-token";

/**
 * One provider batch of a send (the "newsletter-chunk" job): the delivery rows of the
 * subscription ids in (after, through]. Each row is claimed (`sending`) before the batch
 * goes to the provider, marked `sent` after; the batch carries an idempotency key made
 * from its delivery ids, so a retry after a crash in between resends the same batch
 * under the same key and the provider sends nothing twice. A row left `sending` by a
 * consumer that died is claimed again once its lease is over.
 */

export const LEASE_MS = 60_000;

type ChunkJob = Extract<Job, { type: "newsletter-chunk" }>;

/** Another consumer holds rows of this chunk: try again once its lease is over. */
export class ChunkBusy extends Error {}

const inChunk = (job: ChunkJob) =>
  and(
    eq(newsletterDeliveries.sendId, job.sendId),
    job.after ? gt(newsletterDeliveries.subscriptionKey, job.after) : undefined,
    lte(newsletterDeliveries.subscriptionKey, job.through),
  );

const idList = (ids: string[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

// Editions are the same for every chunk of a send: rendered once per isolate and send.
const EDITIONS_TTL_MS = 5 * 60_000;
const editionsCache = new Map<string, { at: number; editions: Promise<Editions> }>();

function editionsFor(
  databases: SiteDatabases,
  env: Env,
  site: Site,
  send: { id: string; recipeId: string; note: string | null; tracked: boolean },
) {
  const cached = editionsCache.get(send.id);
  if (cached && Date.now() - cached.at < EDITIONS_TTL_MS) return cached.editions;
  const editions = buildEditions(databases, env, site, {
    recipeId: send.recipeId,
    note: send.note,
    countedSendId: send.tracked ? send.id : undefined,
  });
  editions.catch(() => editionsCache.delete(send.id));
  if (editionsCache.size > 20) editionsCache.clear();
  editionsCache.set(send.id, { at: Date.now(), editions });
  return editions;
}

/**
 * `databases` and the send's site (from the platform's directory); the send, its delivery
 * rows and its readers' subscriptions are in the site's database, its staff on the platform.
 */
export async function deliverChunk(
  { databases, site }: { databases: SiteDatabases; site: Site },
  env: Env,
  mailer: Mailer,
  job: ChunkJob,
  now = Date.now(),
) {
  const { site: db, platform } = siteDbsOf(databases, site);
  const [send] = await db
    .select()
    .from(newsletterSends)
    .where(and(eq(newsletterSends.id, job.sendId), eq(newsletterSends.siteId, site.id)))
    .limit(1);
  if (!send || send.status === "sent" || send.status === "failed") return;

  const claimed = await db
    .update(newsletterDeliveries)
    .set({
      status: "sending",
      attempts: sql`${newsletterDeliveries.attempts} + 1`,
      updatedAt: new Date(now),
    })
    .where(
      and(
        inChunk(job),
        or(
          eq(newsletterDeliveries.status, "pending"),
          and(
            eq(newsletterDeliveries.status, "sending"),
            sql`${newsletterDeliveries.updatedAt} < ${now - LEASE_MS}`,
          ),
        ),
      ),
    )
    .returning({
      id: newsletterDeliveries.id,
      subscriptionKey: newsletterDeliveries.subscriptionKey,
      email: newsletterDeliveries.email,
    });
  if (!claimed.length) {
    const [busy] = await db
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .where(and(inChunk(job), eq(newsletterDeliveries.status, "sending")))
      .limit(1);
    if (busy) throw new ChunkBusy(`Chunk of send ${job.sendId} is held by another consumer`);
    await finishIfDone(db, send.id);
    return;
  }

  // Who each reader is now: unsubscribed or suppressed since the fan-out means skipped,
  // and their plan, a comp, or a manager's role decides which edition they get.
  const readers = await db.all<{
    id: string;
    user_id: string;
    plan: string;
    status: string;
    comp_until: number | null;
    opt_in: number;
    suppressed: number;
    gifted: number;
  }>(sql`select s.id, s.user_id, s.plan, s.status, s.comp_until, s.newsletter_opt_in as opt_in,
      exists (select 1 from newsletter_suppressions x
        where x.site_id = s.site_id and x.email = s.email) as suppressed,
      exists (select 1 from recipe_gifts g
        where g.site_id = s.site_id and g.recipe_id = ${send.recipeId ?? ""}
          and g.recipient_user_id = s.user_id and g.redeemed_at is not null) as gifted
    from site_subscriptions s
    where s.site_id = ${site.id} and s.id in ${idList(claimed.map((d) => d.subscriptionKey))}`);
  // The site's staff are the platform's rows: a manager gets the full edition.
  const staff = new Set(
    (
      await platform
        .select({ userId: siteMembers.userId })
        .from(siteMembers)
        .where(
          and(
            eq(siteMembers.siteId, site.id),
            inIdList(
              siteMembers.userId,
              readers.map((reader) => reader.user_id),
            ),
          ),
        )
    ).map((member) => member.userId),
  );
  const byId = new Map(readers.map((reader) => [reader.id, reader]));
  const statuses: readonly string[] = AUDIENCE_STATUSES;
  const isReader = (reader: (typeof readers)[number] | undefined) =>
    reader && statuses.includes(reader.status) && reader.opt_in === 1 && reader.suppressed === 0;
  const skipped = claimed.filter((d) => !isReader(byId.get(d.subscriptionKey)));
  const recipients = claimed.filter((d) => isReader(byId.get(d.subscriptionKey)));
  if (skipped.length) {
    await atomically(db, [
      statement(
        db,
        db
          .update(newsletterDeliveries)
          .set({ status: "skipped", updatedAt: new Date(now) })
          .where(
            and(
              sql`${newsletterDeliveries.id} in ${idList(skipped.map((d) => d.id))}`,
              eq(newsletterDeliveries.status, "sending"),
            ),
          ),
      ),
      addChanges(db, send.id, "recipient_count", -1),
    ]);
  }

  if (recipients.length) {
    if (!send.recipeId) throw new Error(`The recipe of send ${send.id} was deleted`);
    const editions = await editionsFor(databases, env, site, {
      ...send,
      recipeId: send.recipeId,
    });
    const privacy = editions.privacySetting;
    const messages = await Promise.all(
      recipients.map(async (delivery) => {
        const reader = byId.get(delivery.subscriptionKey);
        const rights = {
          manager: reader ? staff.has(reader.user_id) : false,
          paidSubscriber: reader
            ? entitlesPaid(
                {
                  plan: reader.plan,
                  status: reader.status,
                  compUntil: reader.comp_until === null ? null : new Date(reader.comp_until),
                },
                new Date(now),
              )
            : false,
          // A reader given this very recipe gets the full edition of its newsletter.
          gifted: reader?.gifted === 1,
        };
        return messageFor(editions, {
          to: delivery.email,
          unsubscribeToken: await unsubscribeToken(env, site.id, delivery.subscriptionKey),
          engagementToken: send.tracked
            ? await engagementToken(env, site.id, send.id, delivery.id)
            : undefined,
          mayRead: recipeAccess(privacy, rights, false).full,
          tags: { site: site.id, send: send.id, delivery: delivery.id },
          id: delivery.id,
        });
      }),
    );
    const ids = recipients.map((d) => d.id).sort();
    const idempotencyKey = `newsletter-${send.id}-${(await sha256(ids.join(","))).slice(0, 32)}`;
    const inBatch = and(
      sql`${newsletterDeliveries.id} in ${idList(ids)}`,
      eq(newsletterDeliveries.status, "sending"),
    );
    try {
      await mailer.sendBatch(messages, idempotencyKey);
    } catch (error) {
      // Back to pending for the retry; the same rows make the same key, so if the provider
      // did take the batch before failing, it sends nothing the second time.
      await db
        .update(newsletterDeliveries)
        .set({ status: "pending", error: String(error).slice(0, 500) })
        .where(inBatch);
      throw error;
    }
    await atomically(db, [
      statement(
        db,
        db
          .update(newsletterDeliveries)
          .set({ status: "sent", sentAt: new Date(), updatedAt: new Date(), error: null })
          .where(inBatch),
      ),
      addChanges(db, send.id, "sent_count"),
    ]);
  }
  await finishIfDone(db, send.id);
}

/** After the last attempt: the chunk's undelivered rows are recorded as failed. */
export async function failChunk(db: Db, job: ChunkJob, reason: string) {
  await atomically(db, [
    statement(
      db,
      db
        .update(newsletterDeliveries)
        .set({ status: "failed", error: reason.slice(0, 500), updatedAt: new Date() })
        .where(and(inChunk(job), inArray(newsletterDeliveries.status, ["pending", "sending"]))),
    ),
    addChanges(db, job.sendId, "failed_count"),
  ]);
  await finishIfDone(db, job.sendId);
}
