import type { HostnameRecord } from "@schema/api/manage-domains";
import { APIError } from "cloudflare/core/error";
import {
  BaseCustomHostnames,
  type CustomHostnameGetResponse,
} from "cloudflare/resources/custom-hostnames/custom-hostnames";
import { createClient } from "cloudflare/tree-shakable";
import { type Env, isDevelopment } from "../../env";

/**
 * Cloudflare for SaaS custom hostnames behind one small interface: the only module that
 * talks to Cloudflare's API. Production talks to api.cloudflare.com; development and
 * tests point CLOUDFLARE_API_BASE_URL at the project's local implementation
 * (local-cloudflare/), the same calls either way.
 */

/** What Cloudflare reports about one custom hostname. */
export type HostnameState = {
  id: string;
  hostname: string;
  /** Cloudflare's hostname status: "pending", "active", "blocked", "moved", … */
  status: string;
  /** The certificate's status: "pending_validation", "active", "validation_timed_out", … */
  sslStatus: string;
  records: HostnameRecord[];
  /** Verification and certificate errors, in Cloudflare's words. */
  errors: string[];
};

export interface CustomHostnames {
  create(hostname: string): Promise<HostnameState>;
  /** null when Cloudflare no longer has it. */
  get(id: string): Promise<HostnameState | null>;
  /** Removing one that is already gone is not an error. */
  remove(id: string): Promise<void>;
}

export type { HostnameRecord };

export class CustomHostnameError extends Error {}

/** Statuses after which waiting longer will not help: the author has to act. */
const FAILED_SSL = new Set([
  "validation_timed_out",
  "issuance_timed_out",
  "initializing_timed_out",
  "deployment_timed_out",
  "expired",
]);
const FAILED_HOSTNAME = new Set(["blocked", "moved", "test_failed", "test_blocked", "deleted"]);

/** The three states the platform acts on, from Cloudflare's many. */
export function hostnameOutcome(state: HostnameState): "active" | "pending" | "failed" {
  if (state.status === "active" && state.sslStatus === "active") return "active";
  if (FAILED_HOSTNAME.has(state.status) || FAILED_SSL.has(state.sslStatus)) return "failed";
  return "pending";
}

/** The fields of Cloudflare's custom hostname object this module reads (API v4). */
type ApiHostname = Pick<CustomHostnameGetResponse, "id" | "hostname"> & {
  status?: string;
  verification_errors?: string[];
  ownership_verification?: { name?: string; value?: string };
  ssl?: {
    status?: string;
    validation_records?: { txt_name?: string; txt_value?: string }[];
    validation_errors?: { message?: string }[];
  };
};

function stateOf(result: ApiHostname): HostnameState {
  const records: HostnameRecord[] = [];
  const own = result.ownership_verification;
  if (own?.name && own.value)
    records.push({ purpose: "ownership", name: own.name, value: own.value });
  for (const record of result.ssl?.validation_records ?? []) {
    if (record.txt_name && record.txt_value) {
      records.push({ purpose: "certificate", name: record.txt_name, value: record.txt_value });
    }
  }
  const errors = [
    ...(result.verification_errors ?? []),
    ...(result.ssl?.validation_errors ?? []).map((error) => error.message ?? "").filter(Boolean),
  ];
  return {
    id: result.id,
    hostname: result.hostname,
    status: result.status ?? "pending",
    sslStatus: result.ssl?.status ?? "initializing",
    records,
    errors,
  };
}

export const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";

/** The HTTP status of a failed call; undefined when Cloudflare was not reached. */
const statusOf = (error: unknown) => (error instanceof APIError ? error.status : undefined);

/**
 * Everything the client throws becomes a CustomHostnameError: callers treat any failure as
 * "Cloudflare cannot be reached now" and check again later. The client's messages carry
 * the HTTP status and Cloudflare's errors ("409 Duplicate custom hostname found.").
 */
function failure(what: string, error: unknown) {
  if (error instanceof CustomHostnameError) return error;
  return new CustomHostnameError(`${what}: ${error instanceof Error ? error.message : error}`);
}

/**
 * Custom hostnames of one zone through Cloudflare's official API client (`cloudflare`),
 * built with only this resource: the full client carries every Cloudflare API (~2.4 MB more
 * in the deployed worker).
 */
export class CloudflareCustomHostnames implements CustomHostnames {
  private readonly hostnames: BaseCustomHostnames;

  constructor(
    token: string,
    private readonly zoneId: string,
    baseURL = CLOUDFLARE_API,
  ) {
    this.hostnames = createClient({
      resources: [BaseCustomHostnames],
      apiToken: token,
      baseURL,
      timeout: 10_000,
      // The client retries 409s too (as a lock), which would repeat a duplicate create; the
      // cron checks again in five minutes anyway.
      maxRetries: 0,
    }).customHostnames;
  }

  async create(hostname: string): Promise<HostnameState> {
    try {
      // A DV certificate validated by TXT: works for apex names too (HTTP validation needs
      // the hostname to point at Cloudflare first).
      const created = await this.hostnames.create({
        zone_id: this.zoneId,
        hostname,
        ssl: { method: "txt", type: "dv" },
      });
      return stateOf(created);
    } catch (error) {
      // Already in the zone (a removal that could not reach Cloudflare left it): adopt it.
      if (statusOf(error) === 409) {
        const existing = await this.find(hostname);
        if (existing) return existing;
      }
      throw failure(`creating ${hostname}`, error);
    }
  }

  private async find(hostname: string): Promise<HostnameState | null> {
    try {
      const page = await this.hostnames.list({
        zone_id: this.zoneId,
        hostname: { exact: hostname },
      });
      const found = page.result.find((item) => item.hostname === hostname);
      return found ? stateOf(found) : null;
    } catch (error) {
      throw failure(`finding ${hostname}`, error);
    }
  }

  async get(id: string): Promise<HostnameState | null> {
    try {
      return stateOf(await this.hostnames.get(id, { zone_id: this.zoneId }));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw failure(`reading ${id}`, error);
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.hostnames.delete(id, { zone_id: this.zoneId });
    } catch (error) {
      if (statusOf(error) === 404) return;
      throw failure(`deleting ${id}`, error);
    }
  }
}

export type CustomHostnamesEnv = Pick<
  Env,
  "CLOUDFLARE_API_TOKEN" | "CLOUDFLARE_ZONE_ID" | "CLOUDFLARE_API_BASE_URL" | "ENVIRONMENT"
>;

/**
 * The configured client, or null when the platform has no Cloudflare for SaaS zone set up
 * (then domains are verified by their TXT record alone and nothing issues certificates), or
 * development runs without the local Cloudflare API.
 */
export function customHostnamesFor(env: CustomHostnamesEnv): CustomHostnames | null {
  if (!env.CLOUDFLARE_API_TOKEN || !env.CLOUDFLARE_ZONE_ID) return null;
  // Development's placeholder token must never reach api.cloudflare.com.
  if (isDevelopment(env) && !env.CLOUDFLARE_API_BASE_URL) return null;
  return new CloudflareCustomHostnames(
    env.CLOUDFLARE_API_TOKEN,
    env.CLOUDFLARE_ZONE_ID,
    // Unset in production: api.cloudflare.com.
    env.CLOUDFLARE_API_BASE_URL || CLOUDFLARE_API,
  );
}
