import { users } from "@schema/db/users";
import { sql } from "drizzle-orm";
import type { Db } from "../../env";
import { inIdList } from "../../lib/sql-id-list";

/**
 * The platform's accounts behind an import's addresses (ADR 0014: accounts are the
 * platform's, a site's subscriptions its own database's, so the passes ask the platform
 * first and hand the site's statements each row's account id).
 */

/** Each address's account id, for the addresses that have one. */
export async function accountsByEmail(
  platform: Db,
  emails: readonly string[],
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await platform
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inIdList(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * An account for each address that has none (users.email is unique: INSERT OR IGNORE, so a
 * twin message or a sign-up in between keeps the account it made), then every address's id.
 */
export async function ensureAccounts(
  platform: Db,
  emails: readonly string[],
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const now = Date.now();
  const planned = JSON.stringify(emails.map((email) => ({ id: crypto.randomUUID(), email })));
  await platform.run(sql`insert or ignore into users (id, email, created_at, updated_at)
    select j.value ->> 'id', j.value ->> 'email', ${now}, ${now} from json_each(${planned}) j`);
  return accountsByEmail(platform, emails);
}
