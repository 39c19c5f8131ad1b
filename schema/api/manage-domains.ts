import { z } from "zod";
import type { DnsInstructions } from "./answers/manage-domains";
import { slug } from "./common";

/**
 * Custom domains of a site: GET/POST manage/{siteSlug}/custom-domains,
 * POST manage/{siteSlug}/custom-domains/{domainId}/verify, DELETE …/{domainId}.
 * A domain routes to the site only once a TXT record proves the author controls it.
 */

/** A site holds a handful of domains (apex, www, an old address); more is a mistake. */
export const MAX_CUSTOM_DOMAINS = 10;

/** The TXT record's name is this label in front of the hostname. */
export const VERIFY_LABEL = "_recipe-verify";

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * What the author typed, as a hostname: trimmed, lowercased, without a scheme, path or the
 * trailing dot of a fully qualified name, so "https://WWW.Example.com/" is www.example.com.
 * Internationalised names must be typed in their xn-- form: the browser shows either, but
 * DNS and the Host header carry only the ASCII one.
 */
export function normalizeHostname(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
}

/** Why a (normalized) hostname cannot be a custom domain, or null when it can. */
export function hostnameProblem(hostname: string): string | null {
  if (!hostname) return "Enter a domain, like recipes.example.com";
  if (hostname.includes(":") || hostname.startsWith("[")) {
    return "Enter the domain without a port, or use a name instead of an IP address";
  }
  if (IPV4.test(hostname)) return "Use a domain name, not an IP address";
  if (hostname.length > 253) return "A domain has at most 253 characters";
  const labels = hostname.split(".");
  if (labels.length < 2) return "Enter a full domain, like recipes.example.com";
  if (!labels.every((label) => LABEL.test(label))) {
    return "Use letters, digits, dashes and dots only (xn-- form for accented names)";
  }
  // A top-level domain is never all digits; this also catches shorthand IPs like 10.1.
  if (/^\d+$/.test(labels.at(-1) ?? "")) return "Use a domain name, not an IP address";
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    return "Use a public domain you own";
  }
  return null;
}

export const customDomainHostname = z
  .string()
  .max(300)
  .transform(normalizeHostname)
  .superRefine((hostname, ctx) => {
    const problem = hostnameProblem(hostname);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** POST manage/{siteSlug}/custom-domains */
export const createCustomDomainBody = z.object({ hostname: customDomainHostname });
export type CreateCustomDomainBody = z.infer<typeof createCustomDomainBody>;

export const customDomainParam = z.object({ siteSlug: slug, domainId: z.uuid() });

/**
 * The records for a domain. The CNAME points at the platform host without its port (a
 * development host is "localhost:8788"; DNS has no ports).
 */
export function dnsInstructions(
  hostname: string,
  verificationToken: string,
  platformHost: string,
): DnsInstructions {
  return {
    txt: { type: "TXT", name: `${VERIFY_LABEL}.${hostname}`, value: verificationToken },
    cname: { type: "CNAME", name: hostname, value: platformHost.replace(/:\d+$/, "") },
  };
}

/* The answer shapes are zod schemas in ./answers/manage-domains.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  CustomDomain,
  CustomDomainListResponse,
  CustomDomainResponse,
  CustomDomainStatus,
  CustomHostnameView,
  DnsInstructions,
  HostnameRecord,
  VerifyCustomDomainResponse,
} from "./answers/manage-domains";
