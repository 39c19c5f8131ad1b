import { and, asc, count, eq } from "drizzle-orm";
import {
  type CreateCustomDomainBody,
  type CustomDomain,
  dnsInstructions,
  MAX_CUSTOM_DOMAINS,
  VERIFY_LABEL,
  type VerifyCustomDomainResponse,
} from "../../../schema/api/manage-domains";
import { type CustomDomain as CustomDomainRow, customDomains } from "../../../schema/db/sites";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { Site } from "../sites";
import { randomToken } from "../tokens";
import { isUniqueViolation } from "./constraint-errors";
import { bumpContentVersion } from "./content-version";
import { DnsLookupError, type TxtResolver } from "./dns-txt-resolver";

/**
 * A site's custom domains. A domain is added pending; a check that finds its TXT record
 * makes it active (it then routes to the site, see siteForHost); a check that does not
 * marks it failed, and a failed domain routes nowhere.
 */

type HostEnv = Pick<Env, "PLATFORM_HOST">;

const platformHostname = (env: HostEnv) => env.PLATFORM_HOST.toLowerCase().replace(/:\d+$/, "");

function domainView(env: HostEnv, row: CustomDomainRow): CustomDomain {
  return {
    id: row.id,
    hostname: row.hostname,
    status: row.status,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    dns: dnsInstructions(row.hostname, row.verificationToken, env.PLATFORM_HOST),
  };
}

export async function listCustomDomains(db: Db, env: HostEnv, siteId: string) {
  const rows = await db
    .select()
    .from(customDomains)
    .where(eq(customDomains.siteId, siteId))
    .orderBy(asc(customDomains.createdAt), asc(customDomains.id));
  return rows.map((row) => domainView(env, row));
}

async function getSiteDomain(db: Db, siteId: string, id: string) {
  const [row] = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.id, id), eq(customDomains.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound("Domain");
  return row;
}

const hostnameIssue = (message: string, code: "bad_request" | "conflict" = "bad_request") =>
  new ApiError(code, message, [{ path: "hostname", message }]);

export async function addCustomDomain(
  db: Db,
  env: HostEnv,
  site: Site,
  body: CreateCustomDomainBody,
): Promise<CustomDomain> {
  const platform = platformHostname(env);
  // The platform's own names (and every site's {slug}.platform address) route already.
  if (body.hostname === platform || body.hostname.endsWith(`.${platform}`)) {
    throw hostnameIssue("This is an address of the platform itself; use a domain you own");
  }
  const [counted] = await db
    .select({ total: count() })
    .from(customDomains)
    .where(eq(customDomains.siteId, site.id));
  if ((counted?.total ?? 0) >= MAX_CUSTOM_DOMAINS) {
    throw hostnameIssue(`A site can have at most ${MAX_CUSTOM_DOMAINS} domains`);
  }
  try {
    const [row] = await db
      .insert(customDomains)
      .values({ siteId: site.id, hostname: body.hostname, verificationToken: randomToken() })
      .returning();
    if (!row) throw new Error("custom domain insert returned nothing");
    return domainView(env, row);
  } catch (error) {
    // Unique across every site: one hostname can only ever route to one site.
    if (isUniqueViolation(error, "custom_domains.hostname")) {
      throw hostnameIssue("This domain is already connected to a site", "conflict");
    }
    throw error;
  }
}

/**
 * "Check now": looks up the TXT record and moves the status to what DNS says. Becoming
 * active, or stopping being active, changes where the site answers (canonical links, the
 * edge cache's host key), so the content version moves in the same batch.
 */
export async function verifyCustomDomain(
  db: Db,
  env: HostEnv,
  site: Site,
  domainId: string,
  resolver: TxtResolver,
): Promise<VerifyCustomDomainResponse> {
  const row = await getSiteDomain(db, site.id, domainId);
  const recordName = `${VERIFY_LABEL}.${row.hostname}`;
  let values: string[];
  try {
    values = await resolver.lookupTxt(recordName);
  } catch (error) {
    if (!(error instanceof DnsLookupError)) throw error;
    console.warn("DNS lookup failed", recordName, error.message);
    return {
      domain: domainView(env, row),
      check: {
        result: "lookup_failed",
        message: "DNS could not be reached just now. Nothing changed; try again in a minute.",
      },
    };
  }
  const found = values.some((value) => value.trim() === row.verificationToken);
  const status = found ? "active" : "failed";
  const [updated] = await db.batch([
    db
      .update(customDomains)
      .set(found ? { status, verifiedAt: new Date() } : { status })
      .where(and(eq(customDomains.id, row.id), eq(customDomains.siteId, site.id)))
      .returning(),
    ...(status !== row.status && (found || row.status === "active")
      ? [bumpContentVersion(db, site.id)]
      : []),
  ]);
  return {
    domain: domainView(env, updated[0] ?? row),
    check: found
      ? { result: "verified", message: `${row.hostname} is connected.` }
      : {
          result: "not_found",
          message: `No TXT record ${recordName} with this domain's token was found. DNS changes can take a while to show; check again later.`,
        },
  };
}

export async function removeCustomDomain(db: Db, site: Site, domainId: string) {
  const row = await getSiteDomain(db, site.id, domainId);
  const remove = db
    .delete(customDomains)
    .where(and(eq(customDomains.id, row.id), eq(customDomains.siteId, site.id)));
  if (row.status === "active") await db.batch([remove, bumpContentVersion(db, site.id)]);
  else await remove;
}
