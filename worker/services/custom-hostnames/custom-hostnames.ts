import type { HostnameRecord } from "../../../schema/api/manage-domains";
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
type ApiHostname = {
  id: string;
  hostname: string;
  status?: string;
  verification_errors?: string[];
  ownership_verification?: { name?: string; value?: string };
  ssl?: {
    status?: string;
    validation_records?: { txt_name?: string; txt_value?: string }[];
    validation_errors?: { message?: string }[];
  };
};

type Envelope<T> = { success: boolean; errors?: { code: number; message: string }[]; result: T };

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

/**
 * Cloudflare's REST API v4 through fetch, in the shapes of its official client (the
 * `cloudflare` package): that client cannot run in the worker tests' pool (its module graph
 * breaks the pool's transport), so it is used only to check local-cloudflare/ speaks the same
 * API (local-cloudflare/test).
 */
export class CloudflareCustomHostnames implements CustomHostnames {
  constructor(
    private readonly token: string,
    private readonly zoneId: string,
    private readonly baseUrl = CLOUDFLARE_API,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  private async call<T>(method: string, path: string, body?: unknown) {
    let response: Response;
    try {
      response = await this.fetcher(
        `${this.baseUrl}/zones/${this.zoneId}/custom_hostnames${path}`,
        {
          method,
          headers: {
            Authorization: `Bearer ${this.token}`,
            ...(body ? { "Content-Type": "application/json" } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(10_000),
        },
      );
    } catch (error) {
      throw new CustomHostnameError(`${method} ${path}: ${String(error)}`);
    }
    const parsed = (await response.json().catch(() => null)) as Envelope<T> | null;
    return { status: response.status, ok: response.ok && parsed?.success === true, parsed };
  }

  private fail(what: string, answer: { status: number; parsed: Envelope<unknown> | null }) {
    const detail = answer.parsed?.errors?.map((error) => error.message).join("; ") ?? "";
    return new CustomHostnameError(`${what}: ${answer.status} ${detail}`);
  }

  async create(hostname: string): Promise<HostnameState> {
    // A DV certificate validated by TXT: works for apex names too (HTTP validation needs
    // the hostname to point at Cloudflare first).
    const answer = await this.call<ApiHostname>("POST", "", {
      hostname,
      ssl: { method: "txt", type: "dv" },
    });
    if (answer.ok && answer.parsed) return stateOf(answer.parsed.result);
    // Already in the zone (a removal that could not reach Cloudflare left it): adopt it.
    if (answer.status === 409) {
      const existing = await this.find(hostname);
      if (existing) return existing;
    }
    throw this.fail(`creating ${hostname}`, answer);
  }

  private async find(hostname: string): Promise<HostnameState | null> {
    const answer = await this.call<ApiHostname[]>(
      "GET",
      `?hostname=${encodeURIComponent(hostname)}`,
    );
    if (!answer.ok || !answer.parsed) throw this.fail(`finding ${hostname}`, answer);
    const found = answer.parsed.result.find((item) => item.hostname === hostname);
    return found ? stateOf(found) : null;
  }

  async get(id: string): Promise<HostnameState | null> {
    const answer = await this.call<ApiHostname>("GET", `/${encodeURIComponent(id)}`);
    if (answer.status === 404) return null;
    if (!answer.ok || !answer.parsed) throw this.fail(`reading ${id}`, answer);
    return stateOf(answer.parsed.result);
  }

  async remove(id: string): Promise<void> {
    const answer = await this.call<unknown>("DELETE", `/${encodeURIComponent(id)}`);
    if (answer.status === 404 || answer.ok) return;
    throw this.fail(`deleting ${id}`, answer);
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
