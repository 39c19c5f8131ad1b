import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { customDomains, siteMembers, sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { drizzle } from "drizzle-orm/d1";
import { app } from "../app";
import type { Db } from "../env";
import { type SiteDbs, siteDatabases } from "../lib/site-databases";
import { createSession } from "../services/identity/sessions";
import type { StoredMail } from "../services/mail/dev-mailbox";

/** Test data factories: each test makes its own rows, with unique names. */

export const db = () => drizzle(env.DB);
/** The platform's database and the site databases its directory names (ADR 0014). */
export const databases = () => siteDatabases(env, db());
/** A site's two databases when it has not moved: one Drizzle as both (a metered one, say). */
export const unmovedDbs = (database: Db): SiteDbs => ({ site: database, platform: database });
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

export async function makeSite(overrides: Partial<typeof sites.$inferInsert> = {}) {
  const owner = overrides.ownerId ? null : await makeUser();
  const slug = overrides.slug ?? unique("site");
  const [site] = await db()
    .insert(sites)
    .values({
      slug,
      title: `Site ${slug}`,
      ownerId: owner?.id ?? (overrides.ownerId as string),
      ...overrides,
    })
    .returning();
  if (!site) throw new Error("makeSite failed");
  await db().insert(siteMembers).values({ siteId: site.id, userId: site.ownerId, role: "owner" });
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
  const { body } = await call("GET", `/dev/mail?to=${encodeURIComponent(to)}`);
  const [mail] = (body.messages as StoredMail[]).filter(
    (message) => !subject || message.subject.includes(subject),
  );
  if (!mail) throw new Error(`No mail for ${to}`);
  return mail;
}

export const tokenFromLink = (link: string) => {
  const token = new URL(link).searchParams.get("mgk");
  if (!token) throw new Error(`No mgk in ${link}`);
  return token;
};
