import Cloudflare, { ConflictError, NotFoundError } from "cloudflare";
import type { HostnameRecord } from "../../../schema/api/manage-domains";
import { type Env, isDevelopment } from "../../env";

/**
 * Cloudflare for SaaS custom hostnames behind one small interface: the only module that
 * configures Cloudflare's API client. Production talks to api.cloudflare.com; development and
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

type ApiHostname = Awaited<ReturnType<Cloudflare["customHostnames"]["get"]>>;

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

export class CloudflareCustomHostnames implements CustomHostnames {
  constructor(
    private readonly client: Cloudflare,
    private readonly zoneId: string,
  ) {}

  async create(hostname: string): Promise<HostnameState> {
    try {
      const created = await this.client.customHostnames.create({
        zone_id: this.zoneId,
        hostname,
        // A DV certificate validated by TXT: works for apex names too (HTTP validation
        // needs the hostname to point at Cloudflare first).
        ssl: { method: "txt", type: "dv" },
      });
      return stateOf(created);
    } catch (error) {
      // Already in the zone (a removal that could not reach Cloudflare left it): adopt it.
      if (error instanceof ConflictError) {
        const existing = await this.find(hostname);
        if (existing) return existing;
      }
      throw new CustomHostnameError(`creating ${hostname}: ${String(error)}`);
    }
  }

  private async find(hostname: string): Promise<HostnameState | null> {
    try {
      const page = await this.client.customHostnames.list({
        zone_id: this.zoneId,
        hostname: { exact: hostname },
      });
      const found = page.result.find((item) => item.hostname === hostname);
      return found ? stateOf(found) : null;
    } catch (error) {
      throw new CustomHostnameError(`finding ${hostname}: ${String(error)}`);
    }
  }

  async get(id: string): Promise<HostnameState | null> {
    try {
      return stateOf(await this.client.customHostnames.get(id, { zone_id: this.zoneId }));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw new CustomHostnameError(`reading ${id}: ${String(error)}`);
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.client.customHostnames.delete(id, { zone_id: this.zoneId });
    } catch (error) {
      if (error instanceof NotFoundError) return;
      throw new CustomHostnameError(`deleting ${id}: ${String(error)}`);
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
  const client = new Cloudflare({
    apiToken: env.CLOUDFLARE_API_TOKEN,
    // Unset in production: the SDK's default, api.cloudflare.com/client/v4.
    ...(env.CLOUDFLARE_API_BASE_URL ? { baseURL: env.CLOUDFLARE_API_BASE_URL } : {}),
    maxRetries: 1,
    timeout: 10_000,
  });
  return new CloudflareCustomHostnames(client, env.CLOUDFLARE_ZONE_ID);
}
