import { type Env, isDevelopment } from "../../env";

/**
 * TXT lookups for custom-domain verification, behind one small interface so production asks
 * real DNS and development and tests ask a record they set themselves.
 */
export interface TxtResolver {
  /** The TXT values at `name` ([] when there are none); throws DnsLookupError when DNS can't answer. */
  lookupTxt(name: string): Promise<string[]>;
}

export class DnsLookupError extends Error {}

/** Cloudflare's public resolver: used in production when DOH_URL is not configured. */
export const DEFAULT_DOH_URL = "https://cloudflare-dns.com/dns-query";

/** The DNS answer codes of the JSON API: NOERROR and NXDOMAIN are answers, the rest failures. */
const NOERROR = 0;
const NXDOMAIN = 3;
const TXT_TYPE = 16;

type DohAnswer = { Status?: number; Answer?: { type?: number; data?: string }[] };

/**
 * A TXT record's data as DoH JSON gives it: one or more quoted strings (a long value is
 * split into 255-byte chunks, `"abc" "def"`), which make one value together. Some resolvers
 * leave the quotes off.
 */
export function txtValue(data: string): string {
  const trimmed = data.trim();
  if (!trimmed.startsWith('"')) return trimmed;
  const chunks = [...trimmed.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    (match[1] ?? "").replace(/\\(.)/g, "$1"),
  );
  return chunks.join("");
}

/** The TXT values of a DoH JSON answer; throws DnsLookupError when the resolver failed. */
export function txtValuesFromDoh(body: DohAnswer): string[] {
  if (body.Status === NXDOMAIN) return [];
  if (body.Status !== NOERROR) throw new DnsLookupError(`DNS answered status ${body.Status}`);
  return (body.Answer ?? [])
    .filter((answer) => answer.type === TXT_TYPE && typeof answer.data === "string")
    .map((answer) => txtValue(answer.data ?? ""));
}

/** DNS over HTTPS, JSON API (RFC 8484's JSON sibling, as Cloudflare and Google serve it). */
export class DohTxtResolver implements TxtResolver {
  constructor(
    private readonly endpoint: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async lookupTxt(name: string): Promise<string[]> {
    const url = new URL(this.endpoint);
    url.searchParams.set("name", name);
    url.searchParams.set("type", "TXT");
    let response: Response;
    try {
      response = await this.fetcher(url.toString(), {
        headers: { Accept: "application/dns-json" },
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      throw new DnsLookupError(`DNS over HTTPS unreachable: ${String(error)}`);
    }
    if (!response.ok) throw new DnsLookupError(`DNS over HTTPS answered ${response.status}`);
    let body: DohAnswer;
    try {
      body = (await response.json()) as DohAnswer;
    } catch {
      throw new DnsLookupError("DNS over HTTPS answered something other than JSON");
    }
    return txtValuesFromDoh(body);
  }
}

/** KV key of a development TXT record. */
export const devTxtKey = (name: string) => `dns-txt:${name}`;

/**
 * Development and tests: TXT records are KV entries `dns-txt:{name}`, one value per line,
 * which a test (or a developer, `wrangler kv key put --local`) sets to play the DNS provider.
 */
export class KvTxtResolver implements TxtResolver {
  constructor(private readonly kv: KVNamespace) {}

  async lookupTxt(name: string): Promise<string[]> {
    const stored = await this.kv.get(devTxtKey(name));
    if (stored === null) return [];
    return stored
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  }
}

/** DOH_URL comes from the environment; without it, production uses Cloudflare's public resolver. */
export type ResolverEnv = Pick<Env, "ENVIRONMENT" | "KV" | "DOH_URL">;

/**
 * DOH_URL set: real DNS through it. Otherwise development and tests use the KV records and
 * production uses Cloudflare's resolver: a missing setting must never make production
 * verify a domain against records nobody published in DNS.
 */
export function txtResolverFor(env: ResolverEnv): TxtResolver {
  if (env.DOH_URL) return new DohTxtResolver(env.DOH_URL);
  if (isDevelopment(env)) return new KvTxtResolver(env.KV);
  return new DohTxtResolver(DEFAULT_DOH_URL);
}
