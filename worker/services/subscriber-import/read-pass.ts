import { subscriberImports } from "@schema/db/subscriber-imports";
import { and, eq, sql } from "drizzle-orm";
import type { Env } from "../../env";
import type { SiteDbs } from "../../lib/site-databases";
import type { SubscriberImportJob } from "../../queues/jobs";
import { accountsByEmail } from "./accounts";
import { type CsvRecord, CsvRecordReader, isBlankRecord } from "./csv-records";
import { type ImportedPerson, personReader } from "./formats";
import { statement } from "./raw-statements";

/**
 * The preview's pass (job `subscriber-import`, phase `read`): READ_BATCH rows from the
 * file's byte offset `cursor`, through an R2 range read that streams (so no job holds more
 * than a batch of the file), sorted into subscriber_import_rows in one statement. The
 * offset moves in the same D1 batch by a conditional UPDATE: a redelivered message, or a
 * twin running beside it, finds the offset moved and stops, and the row inserts are keyed by
 * row number so a twin writes nothing twice. Each batch sends the next one's message.
 */
export const READ_BATCH = 500;

const CURRENT = "('active', 'trialing', 'past_due')";

/**
 * Bytes one batch asks R2 for: 500 rows of even a wide Mailchimp export fit, and a bounded
 * range is read to its end (cancelling an open-ended download midway is an error in workerd).
 */
export const READ_CHUNK_BYTES = 512 * 1024;

type Read = { records: CsvRecord[]; bytes: number; atEnd: boolean } | { tooLong: true };

/**
 * Up to `wanted` non-blank records from `offset`, and the bytes they (and blank lines) took.
 * Only records that end inside the range count, unless the range reaches the file's end.
 */
async function readRecords(
  media: R2Bucket,
  key: string,
  offset: number,
  size: number,
  wanted: number,
): Promise<Read | null> {
  if (offset >= size) return { records: [], bytes: 0, atEnd: true };
  const length = Math.min(size - offset, READ_CHUNK_BYTES);
  const toEnd = offset + length >= size;
  const object = await media.get(key, { range: { offset, length } });
  if (!object) return null;
  const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  const reader = new CsvRecordReader(offset === 0);
  const records: CsvRecord[] = [];
  let bytes = 0;
  const take = (record: CsvRecord) => {
    if (records.length >= wanted) return;
    bytes += record.bytes;
    if (!isBlankRecord(record)) records.push(record);
  };
  for await (const chunk of object.body) {
    for (const record of reader.push(decoder.decode(chunk, { stream: true }))) take(record);
  }
  for (const record of reader.push(decoder.decode())) take(record);
  if (toEnd) {
    const last = reader.end();
    if (last) take(last);
  }
  if (records.length === 0 && bytes === 0 && !toEnd) return { tooLong: true };
  return { records, bytes, atEnd: toEnd && records.length < wanted };
}

export async function runSubscriberReadPass(
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
  if (row?.status !== "reading" || row.readBytes !== job.cursor || !row.mapping) return;

  const read = await readRecords(env.MEDIA, row.fileKey, job.cursor, row.fileBytes, READ_BATCH);
  if (!read || "tooLong" in read) {
    const error = read
      ? `Row ${row.rowsRead + 1} is longer than ${READ_CHUNK_BYTES / 1024} KB: is this a CSV export?`
      : "The uploaded file is gone. Please upload it again.";
    await db
      .update(subscriberImports)
      .set({ status: "failed", error })
      .where(and(eq(subscriberImports.id, row.id), eq(subscriberImports.readBytes, job.cursor)));
    return;
  }
  const person = personReader(row.source, row.columns, row.mapping);
  const seen = new Set<string>();
  const people = read.records.map((record, index) => {
    const found: ImportedPerson = person(record.fields);
    // A repeat inside this batch; repeats of earlier batches are found by the insert.
    const repeat = found.email !== null && seen.has(found.email);
    if (found.email) seen.add(found.email);
    return {
      row: row.rowsRead + index + 1,
      email: repeat ? null : found.email,
      repeat,
      given: found.given,
      name: found.name,
      plan: found.previousPlan,
      optedOut: found.optedOut,
    };
  });

  // Who already has an account: the platform's, asked once a batch.
  const accounts = await accountsByEmail(
    dbs.platform,
    people.flatMap((found) => (found.email ? [found.email] : [])),
  );
  const checked = people.map((found) => ({
    ...found,
    user: found.email ? (accounts.get(found.email) ?? null) : null,
  }));

  const next = job.cursor + read.bytes;
  const finished = read.atEnd || next >= row.fileBytes;
  const [, moved] = await db.$client.batch([
    statement(
      db,
      sql`
      insert or ignore into subscriber_import_rows
        (import_id, row_number, email, given, name, previous_plan, outcome)
      select ${row.id}, p.row, case when p.outcome in ('invalid', 'duplicate') then null else p.email end,
        p.given, p.name, p.plan, p.outcome
      from (
        select
          j.value ->> 'row' as row, j.value ->> 'email' as email, j.value ->> 'given' as given,
          j.value ->> 'name' as name, j.value ->> 'plan' as plan,
          case
            when j.value ->> 'repeat' then 'duplicate'
            when j.value ->> 'email' is null then 'invalid'
            when exists (
              select 1 from subscriber_import_rows r
              where r.import_id = ${row.id} and r.email = j.value ->> 'email'
            ) then 'duplicate'
            when j.value ->> 'optedOut' then 'opted_out'
            when exists (
              select 1 from newsletter_suppressions s
              where s.site_id = ${row.siteId} and s.email = j.value ->> 'email'
            ) then 'suppressed'
            when exists (
              select 1 from site_subscriptions s
              where s.site_id = ${row.siteId} and s.user_id = j.value ->> 'user'
                and s.status in ${sql.raw(CURRENT)}
            ) then 'already_subscribed'
            else 'new'
          end as outcome
        from json_each(${JSON.stringify(checked)}) j
      ) p
    `,
    ),
    statement(
      db,
      db
        .update(subscriberImports)
        .set({
          readBytes: finished ? row.fileBytes : next,
          rowsRead: sql`${subscriberImports.rowsRead} + ${people.length}`,
          status: finished ? "ready" : "reading",
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(subscriberImports.id, row.id),
            eq(subscriberImports.status, "reading"),
            eq(subscriberImports.readBytes, job.cursor),
          ),
        )
        .returning({ readBytes: subscriberImports.readBytes }),
    ),
  ]);
  if (moved?.results.length && !finished) {
    await env.JOBS.send({ ...job, cursor: next });
  }
}
