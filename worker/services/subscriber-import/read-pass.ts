import { and, eq, sql } from "drizzle-orm";
import { subscriberImports } from "../../../schema/db/subscriber-imports";
import type { Db, Env } from "../../env";
import type { SubscriberImportJob } from "../../queues/jobs";
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

type Read = { records: CsvRecord[]; bytes: number; atEnd: boolean };

/** Up to `wanted` non-blank records from `offset`, and the bytes they (and blanks) took. */
async function readRecords(
  media: R2Bucket,
  key: string,
  offset: number,
  size: number,
  wanted: number,
): Promise<Read | null> {
  if (offset >= size) return { records: [], bytes: 0, atEnd: true };
  const object = await media.get(key, { range: { offset } });
  if (!object) return null;
  const stream = object.body.getReader();
  const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  const reader = new CsvRecordReader(offset === 0);
  const records: CsvRecord[] = [];
  let bytes = 0;
  let rows = 0;
  const take = (record: CsvRecord) => {
    bytes += record.bytes;
    if (isBlankRecord(record)) return;
    records.push(record);
    rows++;
  };
  try {
    while (rows < wanted) {
      const { done, value } = await stream.read();
      if (done) {
        for (const record of reader.push(decoder.decode())) take(record);
        const last = reader.end();
        if (last && rows < wanted) take(last);
        return { records, bytes, atEnd: rows < wanted || offset + bytes >= size };
      }
      for (const record of reader.push(decoder.decode(value, { stream: true }))) {
        if (rows >= wanted) break;
        take(record);
      }
    }
  } finally {
    // The rest of the file is the next batch's: stop the download here.
    await stream.cancel().catch(() => {});
  }
  return { records, bytes, atEnd: offset + bytes >= size };
}

export async function runSubscriberReadPass(
  env: Pick<Env, "MEDIA" | "JOBS">,
  db: Db,
  job: SubscriberImportJob,
) {
  const [row] = await db
    .select()
    .from(subscriberImports)
    .where(eq(subscriberImports.id, job.importId))
    .limit(1);
  if (row?.status !== "reading" || row.readBytes !== job.cursor || !row.mapping) return;

  const read = await readRecords(env.MEDIA, row.fileKey, job.cursor, row.fileBytes, READ_BATCH);
  if (!read) {
    await db
      .update(subscriberImports)
      .set({ status: "failed", error: "The uploaded file is gone. Please upload it again." })
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
              select 1 from users u cross join site_subscriptions s on s.user_id = u.id
              where s.site_id = ${row.siteId} and u.email = j.value ->> 'email'
                and s.status in ${sql.raw(CURRENT)}
            ) then 'already_subscribed'
            else 'new'
          end as outcome
        from json_each(${JSON.stringify(people)}) j
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
