import { subscriberImportRows, subscriberImports } from "@schema/db/subscriber-imports";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import type { SubscriberImportJob } from "../../queues/jobs";
import { statement } from "./raw-statements";

/**
 * The import's pass (job `subscriber-import`, phase `import`): the next IMPORT_BATCH rows
 * sorted `new` after row `cursor` become free subscriptions, confirmed (the creator attested
 * consent, so no opt-in mail goes out), in one D1 batch:
 *  1. each row is checked again (suppressed or subscribed since the preview: skipped);
 *  2. an account for each address that has none (users.email is unique: INSERT OR IGNORE);
 *  3. an ended subscription of the site comes back as free (a paid plan that lapsed);
 *  4. a free subscription for the rest (one per site and person: INSERT OR IGNORE);
 *  5. the rows become `imported`, with their subscription;
 *  6. the cursor moves by a conditional UPDATE.
 * Every step touches only rows still `new`, so a redelivered message or a twin beside it
 * changes nothing twice; only the one whose cursor UPDATE matched sends the next message.
 */
export const IMPORT_BATCH = 200;

const CURRENT = sql.raw("('active', 'trialing', 'past_due')");

// The subqueries start from the page's rows or the address and reach a site's subscription
// through users.email and (site_id, user_id): CROSS JOIN fixes that order in SQLite, whose
// planner otherwise may walk every row still to import, or every subscription of the site,
// for each row of the page (measured: 5,000 rows took 15 s instead of 1 s).

export async function runSubscriberImportPass(
  env: Pick<Env, "MEDIA" | "JOBS">,
  db: Db,
  job: SubscriberImportJob,
) {
  const [row] = await db
    .select()
    .from(subscriberImports)
    .where(eq(subscriberImports.id, job.importId))
    .limit(1);
  if (row?.status !== "importing" || row.importedThrough !== job.cursor) return;

  const page = await db
    .select({ rowNumber: subscriberImportRows.rowNumber })
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
  const planned = JSON.stringify(
    page.map(({ rowNumber }) => ({
      row: rowNumber,
      user: crypto.randomUUID(),
      subscription: crypto.randomUUID(),
    })),
  );
  const numbers = JSON.stringify(page.map(({ rowNumber }) => rowNumber));
  const pageRows = sql`import_id = ${row.id} and outcome = 'new'
    and row_number in (select value from json_each(${numbers}))`;

  const statements = [
    statement(
      db,
      sql`
      update subscriber_import_rows set outcome = case
        when exists (
          select 1 from newsletter_suppressions s
          where s.site_id = ${row.siteId} and s.email = subscriber_import_rows.email
        ) then 'suppressed'
        when exists (
          select 1 from users u cross join site_subscriptions s on s.user_id = u.id
          where s.site_id = ${row.siteId} and u.email = subscriber_import_rows.email
            and s.status in ${CURRENT}
        ) then 'already_subscribed'
        else outcome end
      where ${pageRows}
    `,
    ),
    statement(
      db,
      sql`
      insert or ignore into users (id, email, created_at, updated_at)
      select j.value ->> 'user', r.email, ${now}, ${now}
      from json_each(${planned}) j
      cross join subscriber_import_rows r
        on r.import_id = ${row.id} and r.row_number = j.value ->> 'row' and r.outcome = 'new'
    `,
    ),
    statement(
      db,
      sql`
      update site_subscriptions set plan = 'free', status = 'active', price_amount_cents = 0,
        cadence = null, current_period_end = null, canceled_at = null, cancel_at = null,
        newsletter_opt_in = 1, updated_at = ${now}
      where id in (
        select s.id from subscriber_import_rows r
        cross join users u on u.email = r.email
        cross join site_subscriptions s on s.user_id = u.id and s.site_id = ${row.siteId}
        where r.import_id = ${row.id} and r.outcome = 'new'
          and r.row_number in (select value from json_each(${numbers}))
          and s.status not in ${CURRENT}
      )
    `,
    ),
    statement(
      db,
      sql`
      insert or ignore into site_subscriptions
        (id, site_id, user_id, email, plan, status, price_amount_cents, newsletter_opt_in,
         created_at, updated_at)
      select j.value ->> 'subscription', ${row.siteId}, u.id, u.email, 'free', 'active', 0, 1,
        ${now}, ${now}
      from json_each(${planned}) j
      cross join subscriber_import_rows r
        on r.import_id = ${row.id} and r.row_number = j.value ->> 'row' and r.outcome = 'new'
      cross join users u on u.email = r.email
    `,
    ),
    statement(
      db,
      sql`
      update subscriber_import_rows set outcome = 'imported', subscription_id = (
        select s.id from users u cross join site_subscriptions s on s.user_id = u.id
        where s.site_id = ${row.siteId} and u.email = subscriber_import_rows.email
      )
      where ${pageRows}
    `,
    ),
  ];
  const [, , , , , moved] = await db.$client.batch([
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
  if (!moved?.results.length) return;
  if (finished) {
    // Done: the list of addresses has no reason to stay in storage.
    await env.MEDIA.delete(row.fileKey);
    return;
  }
  await env.JOBS.send({ ...job, cursor: last });
}
