import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { customDomains, siteMembers, sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { eq, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { app } from "../app";
import type { Db } from "../env";
import { type SiteDbs, siteDatabases } from "../lib/site-databases";
import { createSession } from "../services/identity/sessions";
import type { StoredMail } from "../services/mail/dev-mailbox";
import { anchorEmail } from "../services/site-databases/anchors";

/**
 * Test data factories: each test makes its own rows, with unique names.
 *
 * The tests run on the platform's layout (ADR 0014): a platform database (`db()`: people,
 * the site directory, what spans sites) and two site databases. `makeSite` puts each new
 * site on one of them in turn, so every test meets sites in both and none in the platform's
 * unless it asks (`database: null`). A site's rows are written and read through
 * `siteDb(siteId)`; the platform's catalogue rows go into every database, as the seed and
 * the migrations put them.
 */

/** The platform's database: one Drizzle, so a site's `siteDb` is it when it lives there. */
let platformDb: Db | undefined;
export const db = (): Db => {
  platformDb ??= drizzle(env.DB) as Db;
  return platformDb;
};
/** The platform's database and the site databases its directory names (ADR 0014). */
export const databases = () => siteDatabases(env, db());
/** A site's two databases when it has not moved: one Drizzle as both (a metered one, say). */
export const unmovedDbs = (database: Db): SiteDbs => ({ site: database, platform: database });

/** The site databases of wrangler.toml, which `makeSite` fills in turn. */
export const SITE_DATABASES = ["SITE_DB_1", "SITE_DB_2"] as const;
let sitesMade = 0;
/**
 * Where `makeSite` puts a site that names no database: the site databases in turn, or the
 * platform's, for the tests of moving a site out of it (worker/test/moved-sites.ts) and for
 * the worker-platform project's run of the main paths on production's layout of today.
 */
const projectPlacesOnPlatform = () => env.TEST_SITES_ON_PLATFORM === "1";
let newSitesOnPlatform: boolean | undefined;
export function placeNewSites(where: "on the platform" | "as the project says") {
  newSitesOnPlatform = where === "on the platform" ? true : undefined;
}

/** The database holding a site's rows, as its directory row names it now. */
export async function siteDb(siteId: string): Promise<Db> {
  const [row] = await db()
    .select({ database: sites.database })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!row) throw new Error(`No site ${siteId}`);
  return databases().of(row.database);
}

/** The D1 binding holding a site's rows, for a test that meters its reads (lib/d1-meter.ts). */
export function siteBinding(site: { database: string | null }): D1Database {
  if (site.database === null || site.database === "DB") return env.DB;
  const binding = env[site.database as (typeof SITE_DATABASES)[number]];
  if (!binding) throw new Error(`No D1 binding ${site.database}`);
  return binding;
}

/** A site's pair of databases, as a service given `c.var.dbs` gets them. */
export const siteDbs = async (siteId: string): Promise<SiteDbs> => ({
  site: await siteDb(siteId),
  platform: db(),
});

/** Every database: the platform's and the site databases. */
export const everyDb = (): Db[] => [db(), ...SITE_DATABASES.map((name) => databases().of(name))];

/**
 * A platform catalogue row (a unit, an ingredient, a theme: site_id null) written into
 * every database with the same id, as the seed writes the catalogues. Returns the row.
 */
export async function insertInEveryDb<T extends SQLiteTable>(
  table: T,
  values: T["$inferInsert"],
): Promise<T["$inferSelect"]> {
  const [row] = (await db().insert(table).values(values).returning()) as T["$inferSelect"][];
  if (!row) throw new Error("catalogue insert returned nothing");
  const [, ...others] = everyDb();
  for (const other of others) await other.insert(table).values(row);
  return row;
}

/**
 * The rows of a table that `where` picks, from every database: for a row a test knows by id
 * alone (a send, a gift) whose site's database it does not name.
 */
export async function rowsInEveryDb<T extends SQLiteTable>(
  table: T,
  where: SQL | undefined,
): Promise<T["$inferSelect"][]> {
  const found = await Promise.all(
    everyDb().map((database) =>
      database
        .select()
        .from(table as SQLiteTable)
        .where(where),
    ),
  );
  return found.flat() as T["$inferSelect"][];
}

/**
 * A change to a site's directory row, and to its anchor's copy in its database, as the
 * kitchen's settings save keeps them in step (ADR 0014).
 */
export async function updateSite(siteId: string, values: Partial<typeof sites.$inferInsert>) {
  const own = await siteDb(siteId);
  await db().update(sites).set(values).where(eq(sites.id, siteId));
  if (own !== db()) await own.update(sites).set(values).where(eq(sites.id, siteId));
}

/**
 * A person's anchor in a site's database (ADR 0014), before a factory writes a row of the
 * site that names them: what a service's `ensurePersonAnchor` does before its write.
 */
export async function anchorPerson(database: Db, userId: string) {
  await database
    .insert(users)
    .values({ id: userId, email: anchorEmail(userId) })
    .onConflictDoNothing();
}

let counter = 0;
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export async function makeUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db()
    .insert(users)
    .values({ email: `${unique("user")}@example.com`, ...overrides })
    .returning();
  if (!user) throw new Error("makeUser failed");
  return user;
}

/** A reader with a display name, their address made from it ("theo-…@example.com"). */
export const makeNamedUser = (displayName: string) =>
  makeUser({
    displayName,
    email: `${displayName.toLowerCase()}-${crypto.randomUUID()}@example.com`,
  });

/**
 * A site, with its owner as its member. Its rows go to the next site database in turn, or to the
 * one `database` names (null: the platform's, as every site was before ADR 0014); a site
 * database gets the site's anchor and its owner's, as `createSite` writes them.
 */
export async function makeSite(overrides: Partial<typeof sites.$inferInsert> = {}) {
  const owner = overrides.ownerId ? null : await makeUser();
  const slug = overrides.slug ?? unique("site");
  const database =
    overrides.database !== undefined
      ? overrides.database
      : (newSitesOnPlatform ?? projectPlacesOnPlatform())
        ? null
        : SITE_DATABASES[sitesMade++ % SITE_DATABASES.length];
  const [site] = await db()
    .insert(sites)
    .values({
      slug,
      title: `Site ${slug}`,
      ownerId: owner?.id ?? (overrides.ownerId as string),
      ...overrides,
      database,
    })
    .returning();
  if (!site) throw new Error("makeSite failed");
  await db().insert(siteMembers).values({ siteId: site.id, userId: site.ownerId, role: "owner" });
  const own = databases().of(site.database);
  if (own !== db()) {
    await anchorPerson(own, site.ownerId);
    await own.insert(sites).values(site);
  }
  return site;
}

export async function makeCustomDomain(
  siteId: string,
  hostname: string,
  status: "pending" | "active",
) {
  await db()
    .insert(customDomains)
    .values({ siteId, hostname, status, verificationToken: unique("v") });
}

/** A bearer token for the user, signed in on a site or (siteId null) on the platform. */
export async function signedIn(userId: string, siteId: string | null = null) {
  return createSession(db(), { userId, siteId });
}

type CallOptions = {
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
  body?: string;
};

/**
 * An address of its own for a call: 64 random bits in IPv6's documentation range. Per-IP
 * limits count every call from an address across the files running at once, so the 65,536
 * addresses of 198.18.x.y collided now and then: a test counting up to a limit met a call
 * of another's and was stopped one short.
 */
export const randomIp = () => {
  const groups = [...crypto.getRandomValues(new Uint16Array(4))].map((n) => n.toString(16));
  return `2001:db8:${groups.join(":")}::1`;
};

/** Calls the API in-process with the test bindings (the Hono test-client way). */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
  bindings = env,
) {
  const headers = new Headers(options.headers);
  // Each call comes from its own address unless a test says otherwise, so the per-IP
  // sign-in limit only bites in the test about it.
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", randomIp());
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: string | undefined = options.body;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  const ctx = createExecutionContext();
  const response = await app.request(`/api/v1${path}`, { method, headers, body }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  const isJson = response.headers.get("Content-Type")?.includes("json");
  const text = isJson ? await response.text() : "";
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
  const data: any = text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, body: data };
}

/**
 * The newest message in the dev mailbox for an address; with `subject`, the newest whose
 * subject contains it (billing e-mails can arrive after a sign-in link).
 */
export async function latestMail(to: string, subject?: string): Promise<StoredMail> {
  const [mail] = await mailsWithSubject(to, subject ?? "");
  if (!mail) throw new Error(`No mail for ${to}`);
  return mail;
}

/** The dev mailbox's messages to an address whose subject contains `subject`, newest first. */
export async function mailsWithSubject(to: string, subject: string): Promise<StoredMail[]> {
  const { body } = await call("GET", `/dev/mail?to=${encodeURIComponent(to)}`);
  return (body.messages as StoredMail[]).filter((message) => message.subject.includes(subject));
}

/** A person's e-mail address, as the platform's database holds it now. */
export async function emailOf(userId: string): Promise<string> {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row.email;
}

export const tokenFromLink = (link: string) => {
  const token = new URL(link).searchParams.get("mgk");
  if (!token) throw new Error(`No mgk in ${link}`);
  return token;
};
