import {
  type CreateCustomDomainBody,
  type CustomDomain,
  dnsInstructions,
  MAX_CUSTOM_DOMAINS,
  VERIFY_LABEL,
  type VerifyCustomDomainResponse,
} from "@schema/api/manage-domains";
import { type CustomDomain as CustomDomainRow, customDomains } from "@schema/db/sites";
import { and, asc, count, eq, gt, ne } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import { isUniqueViolation } from "../../lib/constraint-errors";
import { randomToken } from "../../lib/tokens";
import {
  CustomHostnameError,
  type CustomHostnames,
  type HostnameState,
  hostnameOutcome,
} from "../custom-hostnames/cloudflare";
import { bumpContentVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";
import { DnsLookupError, type TxtResolver } from "./dns-txt-resolver";

/**
 * A site's custom domains. A domain is added pending; a check that finds its TXT record
 * makes it active (it then routes to the site, see siteForHost); a check that does not
 * marks it failed, and a failed domain routes nowhere.
 *
 * With a Cloudflare for SaaS zone configured (`hostnames` not null), adding a domain also
 * creates its custom hostname, and a domain becomes active only once Cloudflare reports the
 * hostname and its certificate active too: before that it answers no HTTPS anywhere.
 */

type HostEnv = Pick<Env, "PLATFORM_HOST" | "CUSTOM_DOMAIN_TARGET">;

const platformHostname = (env: HostEnv) => env.PLATFORM_HOST.toLowerCase().replace(/:\d+$/, "");

function domainView(env: HostEnv, row: CustomDomainRow): CustomDomain {
  return {
    id: row.id,
    hostname: row.hostname,
    status: row.status,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    // Production: the SaaS zone's fallback origin (edge-router/README.md); locally the platform host.
    dns: dnsInstructions(
      row.hostname,
      row.verificationToken,
      env.CUSTOM_DOMAIN_TARGET || env.PLATFORM_HOST,
    ),
    cloudflare: row.cfHostnameId
      ? {
          status: row.cfStatus ?? "pending",
          sslStatus: row.cfSslStatus ?? "initializing",
          records: row.cfRecords ?? [],
          errors: row.cfErrors ?? [],
          checkedAt: row.checkedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The row's columns for what Cloudflare reported. */
const cloudflareColumns = (state: HostnameState) => ({
  cfHostnameId: state.id,
  cfStatus: state.status,
  cfSslStatus: state.sslStatus,
  cfRecords: state.records,
  cfErrors: state.errors,
  checkedAt: new Date(),
});

/**
 * Cloudflare's current view of the domain's hostname, creating it when the domain has none
 * yet (Cloudflare was unreachable when it was added, or the zone was configured later) or
 * Cloudflare lost it. Throws CustomHostnameError when Cloudflare cannot be reached.
 */
async function currentHostname(row: CustomDomainRow, hostnames: CustomHostnames) {
  const existing = row.cfHostnameId ? await hostnames.get(row.cfHostnameId) : null;
  return existing ?? (await hostnames.create(row.hostname));
}

const isCloudflareDown = (error: unknown): error is CustomHostnameError =>
  error instanceof CustomHostnameError;

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
  hostnames: CustomHostnames | null,
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
    return domainView(env, hostnames ? await attachHostname(db, row, hostnames) : row);
  } catch (error) {
    // Unique across every site: one hostname can only ever route to one site.
    if (isUniqueViolation(error, "custom_domains.hostname")) {
      // Only whether it is this site's is said, never whose it is.
      const [holder] = await db
        .select({ siteId: customDomains.siteId })
        .from(customDomains)
        .where(eq(customDomains.hostname, body.hostname))
        .limit(1);
      throw hostnameIssue(
        holder?.siteId === site.id
          ? "This domain is already connected to this site"
          : "This domain is already connected to another site",
        "conflict",
      );
    }
    throw error;
  }
}

/**
 * Creates the domain's custom hostname right away, so Cloudflare's records show at once.
 * Cloudflare being unreachable does not undo the domain: the next check creates it.
 */
async function attachHostname(db: Db, row: CustomDomainRow, hostnames: CustomHostnames) {
  let state: HostnameState;
  try {
    state = await hostnames.create(row.hostname);
  } catch (error) {
    if (!isCloudflareDown(error)) throw error;
    console.warn("custom hostname not created yet", row.hostname, error.message);
    return row;
  }
  const [updated] = await db
    .update(customDomains)
    .set(cloudflareColumns(state))
    .where(eq(customDomains.id, row.id))
    .returning();
  return updated ?? row;
}

/**
 * "Check now": looks up the TXT record and asks Cloudflare (when configured) about the
 * hostname, and moves the status to what they say. Becoming active, or stopping being
 * active, changes where the site answers (canonical links, the edge cache's host key), so
 * the content version moves in the same batch.
 */
export async function verifyCustomDomain(
  db: Db,
  env: HostEnv,
  site: Site,
  domainId: string,
  resolver: TxtResolver,
  hostnames: CustomHostnames | null,
): Promise<VerifyCustomDomainResponse> {
  const row = await getSiteDomain(db, site.id, domainId);
  return checkDomain(db, env, row, resolver, hostnames, "check_now");
}

type Check = VerifyCustomDomainResponse["check"];

/**
 * One check of one domain. "cron" re-checks never turn a pending domain failed for a TXT
 * record that is not there yet (the author may still be at their DNS provider); they only
 * move it forward, or record that Cloudflare gave up.
 */
async function checkDomain(
  db: Db,
  env: HostEnv,
  row: CustomDomainRow,
  resolver: TxtResolver,
  hostnames: CustomHostnames | null,
  trigger: "check_now" | "cron",
): Promise<VerifyCustomDomainResponse> {
  const recordName = `${VERIFY_LABEL}.${row.hostname}`;
  const unchanged = (message: string): VerifyCustomDomainResponse => ({
    domain: domainView(env, row),
    check: { result: "lookup_failed", message },
  });
  let values: string[];
  try {
    values = await resolver.lookupTxt(recordName);
  } catch (error) {
    if (!(error instanceof DnsLookupError)) throw error;
    console.warn("DNS lookup failed", recordName, error.message);
    return unchanged("DNS could not be reached just now. Nothing changed; try again in a minute.");
  }
  let state: HostnameState | null = null;
  if (hostnames) {
    try {
      state = await currentHostname(row, hostnames);
    } catch (error) {
      if (!isCloudflareDown(error)) throw error;
      console.warn("custom hostname check failed", row.hostname, error.message);
      return unchanged(
        "Cloudflare could not be reached just now. Nothing changed; try again in a minute.",
      );
    }
  }
  const found = values.some((value) => value.trim() === row.verificationToken);
  const outcome = state ? hostnameOutcome(state) : "active";
  let status: CustomDomainRow["status"];
  let check: Check;
  if (!found) {
    status = trigger === "cron" && row.status !== "active" ? row.status : "failed";
    check = {
      result: "not_found",
      message: `No TXT record ${recordName} with this domain's token was found. DNS changes can take a while to show; check again later.`,
    };
  } else if (outcome === "failed") {
    status = "failed";
    check = {
      result: "hostname_failed",
      message: `Cloudflare could not set up ${row.hostname}: ${state?.errors.join("; ") || `hostname ${state?.status}, certificate ${state?.sslStatus}`}. Check the records below, then remove the domain and add it again.`,
    };
  } else if (outcome === "pending") {
    status = "pending";
    check = {
      result: "certificate_pending",
      message: `${row.hostname} is verified; its certificate is being issued (hostname ${state?.status}, certificate ${state?.sslStatus}). This is checked again every few minutes.`,
    };
  } else {
    status = "active";
    check = { result: "verified", message: `${row.hostname} is connected.` };
  }
  const becameActive = status === "active" && row.status !== "active";
  const [updated] = await db.batch([
    db
      .update(customDomains)
      .set({
        status,
        ...(becameActive ? { verifiedAt: new Date() } : {}),
        ...(state ? cloudflareColumns(state) : {}),
      })
      .where(and(eq(customDomains.id, row.id), eq(customDomains.siteId, row.siteId)))
      .returning(),
    ...(status !== row.status && (status === "active" || row.status === "active")
      ? [bumpContentVersion(db, row.siteId)]
      : []),
  ]);
  return { domain: domainView(env, updated[0] ?? row), check };
}

/** How long the cron keeps re-checking a domain that is not active: Cloudflare's own DCV window. */
export const RECHECK_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
/** Domains re-checked per cron run; the oldest checks first, so none starves. */
export const RECHECK_BATCH = 25;

/**
 * The cron trigger: re-checks domains that are not active yet (added in the last 14 days)
 * until Cloudflare reports them active. Returns how many were checked.
 */
export async function recheckPendingDomains(
  db: Db,
  env: HostEnv,
  resolver: TxtResolver,
  hostnames: CustomHostnames | null,
  now = new Date(),
) {
  const rows = await db
    .select()
    .from(customDomains)
    .where(
      and(
        ne(customDomains.status, "active"),
        gt(customDomains.createdAt, new Date(now.getTime() - RECHECK_WINDOW_MS)),
      ),
    )
    .orderBy(asc(customDomains.checkedAt), asc(customDomains.id))
    .limit(RECHECK_BATCH);
  for (const row of rows) {
    try {
      await checkDomain(db, env, row, resolver, hostnames, "cron");
    } catch (error) {
      // One domain's trouble must not stop the others' checks.
      console.error("domain re-check failed", row.hostname, error);
    }
  }
  return rows.length;
}

/**
 * Removes the domain and its custom hostname. Cloudflare being unreachable does not keep
 * the domain: the hostname left behind routes to no site, and adding the name again adopts it.
 */
export async function removeCustomDomain(
  db: Db,
  site: Site,
  domainId: string,
  hostnames: CustomHostnames | null,
) {
  const row = await getSiteDomain(db, site.id, domainId);
  if (hostnames && row.cfHostnameId) {
    try {
      await hostnames.remove(row.cfHostnameId);
    } catch (error) {
      if (!isCloudflareDown(error)) throw error;
      console.warn("custom hostname left behind", row.hostname, error.message);
    }
  }
  const remove = db
    .delete(customDomains)
    .where(and(eq(customDomains.id, row.id), eq(customDomains.siteId, site.id)));
  if (row.status === "active") await db.batch([remove, bumpContentVersion(db, site.id)]);
  else await remove;
}
