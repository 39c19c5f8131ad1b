import type { NewsletterRecipients } from "@schema/api/newsletter-recipients";
import { newsletterSends } from "@schema/db/newsletters";
import { eq, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import type { Job } from "../../queues/jobs";
import { MAX_BATCH_MESSAGES } from "../mail/mailer";
import { AUDIENCE_STATUSES, recipientsFilter } from "./audience";
import { addChanges, atomically, finishIfDone, markSending, statement } from "./progress";

/**
 * A send's fan-out (the "newsletter-fanout" job), in the site's database: the audience (the
 * part of it the send is for: everyone, paid access or not, as each page is read), paged by subscription id
 * (keyset paging on site_subscriptions_site_keyset_idx), becomes delivery rows with one
 * INSERT … SELECT per page, and each page becomes chunk jobs of one provider batch each.
 * Everything here may run twice: rows are unique per send and recipient (ON CONFLICT DO
 * NOTHING, and the recipient count moves by the rows actually inserted), and a chunk job
 * sent twice finds its rows already claimed or done.
 */

/** Recipients per INSERT … SELECT: a handful of bound parameters, whatever the size. */
export const PAGE_SIZE = 1_000;
/**
 * Pages per message: 3 D1 queries and one queue call each, so ~150 queries, far from D1's
 * 1,000 per invocation; a larger audience continues in a new message.
 */
export const PAGES_PER_MESSAGE = 50;
/** Cloudflare Queues takes at most 100 messages per sendBatch. */
const MAX_QUEUE_BATCH = 100;

type FanoutJob = Extract<Job, { type: "newsletter-fanout" }>;

// A v4-shaped random uuid in SQL, for rows made by INSERT … SELECT.
const randomUuid = sql.raw(`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' ||
  substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) ||
  substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`);

const statusList = sql.raw(AUDIENCE_STATUSES.map((status) => `'${status}'`).join(", "));

type FanoutSend = { id: string; siteId: string; recipients: NewsletterRecipients };

function insertPage(db: Db, send: FanoutSend, after: string | null, through: string, now: number) {
  return statement(
    db,
    sql`insert into newsletter_deliveries
      (id, send_id, subscription_id, subscription_key, email, status, attempts, created_at, updated_at)
    select ${randomUuid}, ${send.id}, s.id, s.id, s.email, 'pending', 0, ${now}, ${now}
    from site_subscriptions s
    where s.site_id = ${send.siteId}
      and s.id > ${after ?? ""} and s.id <= ${through}
      and +s.status in (${statusList})
      and s.newsletter_opt_in = 1
      and ${recipientsFilter(send.recipients, now)}
      and not exists (select 1 from newsletter_suppressions x
        where x.site_id = ${send.siteId} and x.email = s.email)
    on conflict do nothing`,
  );
}

/**
 * The next page of the audience after `after`, in id order. `+s.status` keeps SQLite off
 * the (site, status) index, which would read the whole audience and sort it for every
 * page; on (site, id) each page reads only its own rows.
 */
async function pageIds(db: Db, send: FanoutSend, after: string | null, now: number) {
  const siteId = send.siteId;
  const rows = await db.all<{ id: string }>(sql`select s.id from site_subscriptions s
    where s.site_id = ${siteId} and s.id > ${after ?? ""}
      and +s.status in (${statusList})
      and s.newsletter_opt_in = 1
      and ${recipientsFilter(send.recipients, now)}
      and not exists (select 1 from newsletter_suppressions x
        where x.site_id = ${siteId} and x.email = s.email)
    order by s.id
    limit ${PAGE_SIZE}`);
  return rows.map((row) => row.id);
}

export async function fanOut(db: Db, env: Pick<Env, "JOBS">, job: FanoutJob): Promise<void> {
  const [send] = await db
    .select()
    .from(newsletterSends)
    .where(eq(newsletterSends.id, job.sendId))
    .limit(1);
  if (!send || send.status === "sent" || send.status === "failed" || send.fanoutComplete) return;
  await markSending(db, send.id);
  // Rows first, messages after: the chunks of this message's pages do not compete with its
  // inserts, and every queue call carries up to 100 chunk jobs.
  const jobs: { body: Job }[] = [];
  let after = job.after;
  let complete = false;
  for (let page = 0; page < PAGES_PER_MESSAGE && !complete; page++) {
    const now = Date.now();
    const ids = await pageIds(db, send, after, now);
    const through = ids.at(-1);
    if (through) {
      await atomically(db, [
        insertPage(db, send, after, through, now),
        addChanges(db, send.id, "recipient_count"),
      ]);
      jobs.push(...chunkJobs(send, after, ids));
      after = through;
    }
    complete = ids.length < PAGE_SIZE;
  }
  for (let start = 0; start < jobs.length; start += MAX_QUEUE_BATCH) {
    await env.JOBS.sendBatch(jobs.slice(start, start + MAX_QUEUE_BATCH));
  }
  // Marked complete only once its chunks are queued: a retry of this message after a crash
  // in between queues them again (harmless) rather than never.
  if (complete) {
    await db
      .update(newsletterSends)
      .set({ fanoutComplete: true })
      .where(eq(newsletterSends.id, send.id));
    await finishIfDone(db, send.id);
  } else {
    await env.JOBS.send({ type: "newsletter-fanout", sendId: send.id, siteId: send.siteId, after });
  }
}

/** One chunk job per provider batch: subscription ids in (after, through]. */
function chunkJobs(send: { id: string; siteId: string }, after: string | null, ids: string[]) {
  const jobs: { body: Job }[] = [];
  let from = after;
  for (let start = 0; start < ids.length; start += MAX_BATCH_MESSAGES) {
    const through = ids[Math.min(start + MAX_BATCH_MESSAGES, ids.length) - 1] as string;
    jobs.push({
      body: {
        type: "newsletter-chunk",
        sendId: send.id,
        siteId: send.siteId,
        after: from,
        through,
      },
    });
    from = through;
  }
  return jobs;
}
