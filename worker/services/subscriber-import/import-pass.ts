import { subscriberImportRows, subscriberImports } from "@schema/db/subscriber-imports";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Env } from "../../env";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import type { SubscriberImportJob } from "../../queues/jobs";
import { anchorEmail } from "../site-databases/anchors";
import { accountsByEmail, ensureAccounts } from "./accounts";
import { statement } from "./raw-statements";

/**
 * The import's pass (job `subscriber-import`, phase `import`): the next IMPORT_BATCH rows
 * sorted `new` after row `cursor` become free subscriptions, confirmed (the creator attested
 * consent, so no opt-in mail goes out). Accounts are the platform's and the rest the site's
 * database's (ADR 0014), so the pass runs in three steps:
 *  1. each row is checked again against the accounts that exist (suppressed or subscribed
 *     since the preview: skipped);
 *  2. an account on the platform for each address still `new` that has none (users.email is
 *     unique: INSERT OR IGNORE), and the page's account ids read back;
 *  3. in one batch of the site's database: the accounts' anchors there (a moved site), an
 *     ended subscription of the site back as free (a paid plan that lapsed), a free
 *     subscription for the rest (one per site and person: INSERT OR IGNORE), the rows
 *     `imported` with their subscription, and the cursor moved by a conditional UPDATE.
 * Every step touches only rows still `new`, so a redelivered message or a twin beside it
 * changes nothing twice; only the one whose cursor UPDATE matched sends the next message.
 * A pass stopped after step 2 leaves accounts that the next delivery finds and uses.
 */
export const IMPORT_BATCH = 200;

const CURRENT = sql.raw("('active', 'trialing', 'past_due')");

export async function runSubscriberImportPass(
  env: Pick<Env, "MEDIA" | "JOBS">,
  dbs: SiteDbs,
  job: SubscriberImportJob,
) {
  const db = dbs.site;
  const [row] = await db
    .select()
    .from(subscriberImports)
    .where(eq(subscriberImports.id, job.importId))
    .limit(1);
  if (row?.status !== "importing" || row.importedThrough !== job.cursor) return;

  const page = await db
    .select({ rowNumber: subscriberImportRows.rowNumber, email: subscriberImportRows.email })
    .from(subscriberImportRows)
    .where(
      and(
        eq(subscriberImportRows.importId, row.id),
        eq(subscriberImportRows.outcome, "new"),
        gt(subscriberImportRows.rowNumber, job.cursor),
      ),
    )
    .orderBy(asc(subscriberImportRows.rowNumber))
    .limit(IMPORT_BATCH);
  const last = page[page.length - 1]?.rowNumber ?? job.cursor;
  const finished = page.length < IMPORT_BATCH;
  const now = Date.now();
  const numbers = JSON.stringify(page.map(({ rowNumber }) => rowNumber));
  const pageRows = sql`import_id = ${row.id} and outcome = 'new'
    and row_number in (select value from json_each(${numbers}))`;
  const emails = page.flatMap(({ email }) => (email ? [email] : []));

  // 1. Checked again against the accounts there are now.
  const existing = await accountsByEmail(dbs.platform, emails);
  await db.run(sql`
    update subscriber_import_rows set outcome = case
      when exists (
        select 1 from newsletter_suppressions s
        where s.site_id = ${row.siteId} and s.email = subscriber_import_rows.email
      ) then 'suppressed'
      when exists (
        select 1 from json_each(${accountList(existing)}) a
        cross join site_subscriptions s on s.user_id = a.value ->> 'user'
        where a.value ->> 'email' = subscriber_import_rows.email
          and s.site_id = ${row.siteId} and s.status in ${CURRENT}
      ) then 'already_subscribed'
      else outcome end
    where ${pageRows}
  `);

  // 2. An account for each address still to import.
  const stillNew = await db
    .select({ rowNumber: subscriberImportRows.rowNumber, email: subscriberImportRows.email })
    .from(subscriberImportRows)
    .where(sql`${pageRows}`);
  const accounts = await ensureAccounts(
    dbs.platform,
    stillNew.flatMap(({ email }) => (email ? [email] : [])),
  );
  const people = accountList(accounts);
  const planned = JSON.stringify(
    stillNew.flatMap(({ rowNumber, email }) => {
      const user = email ? accounts.get(email) : undefined;
      return user ? [{ row: rowNumber, user, subscription: crypto.randomUUID() }] : [];
    }),
  );

  // 3. The subscriptions, in the site's database.
  const statements = [
    ...(unmoved(dbs)
      ? []
      : [
          statement(
            db,
            sql`insert or ignore into users (id, email, created_at, updated_at)
              select a.value ->> 'id', a.value ->> 'email', ${now}, ${now}
              from json_each(${anchorList(accounts)}) a`,
          ),
        ]),
    statement(
      db,
      sql`
      update site_subscriptions set plan = 'free', status = 'active', price_amount_cents = 0,
        cadence = null, current_period_end = null, canceled_at = null, cancel_at = null,
        newsletter_opt_in = 1, updated_at = ${now}
      where site_id = ${row.siteId} and status not in ${CURRENT}
        and user_id in (select p.value ->> 'user' from json_each(${planned}) p)
    `,
    ),
    statement(
      db,
      sql`
      insert or ignore into site_subscriptions
        (id, site_id, user_id, email, plan, status, price_amount_cents, newsletter_opt_in,
         created_at, updated_at)
      select p.value ->> 'subscription', ${row.siteId}, p.value ->> 'user', r.email, 'free',
        'active', 0, 1, ${now}, ${now}
      from json_each(${planned}) p
      cross join subscriber_import_rows r
        on r.import_id = ${row.id} and r.row_number = p.value ->> 'row' and r.outcome = 'new'
    `,
    ),
    statement(
      db,
      sql`
      update subscriber_import_rows set outcome = 'imported', subscription_id = (
        select s.id from json_each(${people}) a
        cross join site_subscriptions s on s.user_id = a.value ->> 'user'
        where a.value ->> 'email' = subscriber_import_rows.email and s.site_id = ${row.siteId}
      )
      where ${pageRows}
    `,
    ),
  ];
  const results = await db.$client.batch([
    ...statements,
    statement(
      db,
      db
        .update(subscriberImports)
        .set({
          importedThrough: last,
          updatedAt: new Date(now),
          ...(finished ? { status: "done" as const, finishedAt: new Date(now) } : {}),
        })
        .where(
          and(
            eq(subscriberImports.id, row.id),
            eq(subscriberImports.status, "importing"),
            eq(subscriberImports.importedThrough, job.cursor),
          ),
        )
        .returning({ id: subscriberImports.id }),
    ),
  ]);
  if (!results.at(-1)?.results.length) return;
  if (finished) {
    // Done: the list of addresses has no reason to stay in storage.
    await env.MEDIA.delete(row.fileKey);
    return;
  }
  await env.JOBS.send({ ...job, cursor: last });
}

/** The accounts' anchors in a moved site's database: their ids, no address of theirs. */
const anchorList = (accounts: Map<string, string>) =>
  JSON.stringify([...accounts.values()].map((id) => ({ id, email: anchorEmail(id) })));

/** Addresses and their account ids as one JSON parameter for the site's statements. */
const accountList = (accounts: Map<string, string>) =>
  JSON.stringify([...accounts].map(([email, user]) => ({ email, user })));
