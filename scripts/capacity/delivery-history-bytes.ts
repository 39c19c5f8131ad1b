/**
 * What one newsletter send to 100,000 subscribers costs the database, before and after its
 * delivery rows are folded into the send's counts (worker/services/newsletters/history.ts):
 * the real migrations in SQLite (the engine under D1), realistic rows, sizes from dbstat.
 *   npx tsx scripts/capacity/delivery-history-bytes.ts [recipients]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

const recipients = Number(process.argv[2] ?? 100_000);
const root = path.join(import.meta.dirname, "../..");
const db = new DatabaseSync(":memory:", { enableForeignKeyConstraints: false });

for (const file of readdirSync(path.join(root, "migrations"))
  .filter((f) => f.endsWith(".sql"))
  .sort()) {
  const text = readFileSync(path.join(root, "migrations", file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) db.exec(statement);
  }
}

// The send's site and recipe are not what is measured (migrations turn the check back on).
db.exec("PRAGMA foreign_keys = OFF");

/** Bytes the named tables and their indexes take, from SQLite's own page accounting. */
function bytesOf(table: string): number {
  const names = db
    .prepare("select name from sqlite_master where tbl_name = ? and type in ('table', 'index')")
    .all(table)
    .map((row) => String(row.name));
  const placeholders = names.map(() => "?").join(", ");
  const row = db
    .prepare(`select sum(pgsize) as bytes from dbstat where name in (${placeholders})`)
    .get(...names);
  return Number(row?.bytes ?? 0);
}

const uuid = () => crypto.randomUUID();
const now = Date.now();
const sendId = uuid();
db.prepare(
  "insert into newsletter_sends (id, site_id, recipe_id, status, recipient_count, sent_count, fanout_complete, created_at, sent_at) values (?, ?, ?, 'sent', ?, ?, 1, ?, ?)",
).run(sendId, uuid(), uuid(), recipients, recipients, now, now);

const insert = db.prepare(
  "insert into newsletter_deliveries (id, send_id, subscription_id, subscription_key, email, status, attempts, provider_message_id, created_at, updated_at, sent_at) values (?, ?, ?, ?, ?, 'sent', 1, ?, ?, ?, ?)",
);
db.exec("begin");
for (let i = 0; i < recipients; i++) {
  const subscription = uuid();
  insert.run(
    uuid(),
    sendId,
    subscription,
    subscription,
    `reader.${i}@example.com`,
    uuid(),
    now,
    now,
    now,
  );
}
db.exec("commit");

const before = bytesOf("newsletter_deliveries") + bytesOf("newsletter_sends");
db.prepare("delete from newsletter_deliveries where send_id = ?").run(sendId);
db.exec("vacuum");
// One send row is far smaller than a page: measured over many rows instead.
const sendsBefore = bytesOf("newsletter_sends");
const many = 10_000;
const sendInsert = db.prepare(
  "insert into newsletter_sends (id, site_id, recipe_id, status, recipient_count, sent_count, fanout_complete, created_at, sent_at) values (?, ?, ?, 'sent', ?, ?, 1, ?, ?)",
);
db.exec("begin");
for (let i = 0; i < many; i++)
  sendInsert.run(uuid(), uuid(), uuid(), recipients, recipients, now, now);
db.exec("commit");
const perSend = (bytesOf("newsletter_sends") - sendsBefore) / many;

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
console.log(`One send to ${recipients.toLocaleString("en-US")} recipients:`);
console.log(
  `  with its delivery rows: ${mb(before)} (${Math.round(before / recipients)} bytes a recipient)`,
);
console.log(`  folded into the send's counts: ${Math.round(perSend)} bytes`);
console.log(
  `  a weekly send for a year: ${mb(before * 52)} before, ${Math.round(perSend * 52)} bytes after`,
);
