import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";

/**
 * SQL for the newsletter benchmark: one site with a mailing address, its owner (with a
 * session whose bearer token the bench knows), a subscriber-only recipe and `count`
 * subscribers on the free plan, every fifth on a paid one, so both editions of the e-mail
 * are built. Rows come from recursive CTEs: 200,000 rows in a few statements.
 */

export const NEWSLETTER_SITE_SLUG = "bench-news";
export const NEWSLETTER_BENCH_TOKEN = "bench-newsletter-owner-token-not-secret";

const SITE_ID = "a0000000-0000-4000-8000-000000000001";
const OWNER_ID = "a0000000-0000-4000-8000-000000000002";
export const NEWSLETTER_RECIPE_ID = "a0000000-0000-4000-8000-000000000003";

export function writeNewsletterSiteSql(file: string, count: number) {
  const now = Date.now();
  const tokenHash = createHash("sha256").update(NEWSLETTER_BENCH_TOKEN).digest("hex");
  const numbers = `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})`;
  const sql = `
insert into users (id, email, display_name, created_at, updated_at)
  values ('${OWNER_ID}', 'bench-chef@bench.example', 'Bench Chef', ${now}, ${now});
insert into sites (id, slug, title, owner_id, mailing_address, created_at, updated_at)
  values ('${SITE_ID}', '${NEWSLETTER_SITE_SLUG}', 'Bench Kitchen', '${OWNER_ID}',
    '1 Benchmark Road, Testville', ${now}, ${now});
insert into site_members (site_id, user_id, role, created_at)
  values ('${SITE_ID}', '${OWNER_ID}', 'owner', ${now});
insert into auth_sessions (id, user_id, token_hash, site_id, created_at, last_seen_at, expires_at)
  values ('a0000000-0000-4000-8000-000000000004', '${OWNER_ID}', '${tokenHash}', null,
    ${now}, ${now}, ${now + 365 * 24 * 3600 * 1000});
insert into recipes (id, site_id, slug, title, privacy_setting, published_at, created_at, updated_at)
  values ('${NEWSLETTER_RECIPE_ID}', '${SITE_ID}', 'bench-lasagne', 'Bench lasagne',
    'subscribers_only', ${now}, ${now}, ${now});
${numbers}
insert into users (id, email, created_at, updated_at)
  select printf('b0000000-0000-4000-8000-%012d', i), printf('reader%06d@bench.example', i),
    ${now}, ${now} from n;
${numbers}
insert into site_subscriptions (id, site_id, user_id, email, plan, status, price_amount_cents,
    cadence, newsletter_opt_in, created_at, updated_at)
  select printf('c0000000-0000-4000-8000-%012d', i), '${SITE_ID}',
    printf('b0000000-0000-4000-8000-%012d', i), printf('reader%06d@bench.example', i),
    case when i % 5 = 0 then 'monthly' else 'free' end, 'active',
    case when i % 5 = 0 then 500 else 0 end, case when i % 5 = 0 then 'month' else null end,
    1, ${now}, ${now} from n;
`;
  writeFileSync(file, sql);
}
