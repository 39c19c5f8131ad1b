import { z } from "zod";

/**
 * Answer shapes of the custom-domain calls; only the worker loads these schemas.
 * ../manage-domains.ts re-exports the types.
 */

export const customDomainStatus = z.enum(["pending", "active", "failed"]);
export type CustomDomainStatus = z.infer<typeof customDomainStatus>;

/** The two DNS records the author creates at their DNS provider. */
export const dnsInstructionsView = z.object({
  /** Proves control of the domain: its value is the domain's verification token. */
  txt: z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() }),
  /** Sends the domain's visitors to the platform. */
  cname: z.object({ type: z.literal("CNAME"), name: z.string(), value: z.string() }),
});
export type DnsInstructions = z.infer<typeof dnsInstructionsView>;

/** A TXT record Cloudflare asks for: to check ownership, or to issue the certificate. */
export const hostnameRecord = z.object({
  purpose: z.enum(["ownership", "certificate"]),
  name: z.string(),
  value: z.string(),
});
export type HostnameRecord = z.infer<typeof hostnameRecord>;

/**
 * What Cloudflare for SaaS reports about the domain's custom hostname (null when the platform
 * has no Cloudflare zone configured): its status and its certificate's, in Cloudflare's words
 * ("pending", "active", "pending_validation", …), the records still to publish, and errors.
 */
export const customHostnameView = z.object({
  status: z.string(),
  sslStatus: z.string(),
  records: z.array(hostnameRecord),
  errors: z.array(z.string()),
  checkedAt: z.iso.datetime().nullable(),
});
export type CustomHostnameView = z.infer<typeof customHostnameView>;

export const customDomain = z.object({
  id: z.uuid(),
  hostname: z.string(),
  /** active: the domain serves the site; pending: waiting for DNS or the certificate. */
  status: customDomainStatus,
  verifiedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  dns: dnsInstructionsView,
  cloudflare: customHostnameView.nullable(),
});
export type CustomDomain = z.infer<typeof customDomain>;

export const customDomainListResponse = z.object({ domains: z.array(customDomain) });
export type CustomDomainListResponse = z.infer<typeof customDomainListResponse>;
export const customDomainResponse = z.object({ domain: customDomain });
export type CustomDomainResponse = z.infer<typeof customDomainResponse>;

/**
 * POST …/verify: the domain after the check, and what the check found. "lookup_failed"
 * means DNS could not be asked (the status is left as it was); "not_found" means the TXT
 * record is missing or holds another value; "certificate_pending" means the TXT record is
 * there but Cloudflare has not activated the hostname and its certificate yet (the domain
 * stays pending, the cron checks again); "hostname_failed" means Cloudflare gave up on it.
 */
export const verifyCustomDomainResponse = z.object({
  domain: customDomain,
  check: z.object({
    result: z.enum([
      "verified",
      "not_found",
      "lookup_failed",
      "certificate_pending",
      "hostname_failed",
    ]),
    message: z.string(),
  }),
});
export type VerifyCustomDomainResponse = z.infer<typeof verifyCustomDomainResponse>;
