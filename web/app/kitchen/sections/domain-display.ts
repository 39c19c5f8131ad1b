import type { CustomDomain, CustomDomainStatus } from "@schema/api/manage-domains";

/** How the settings page shows a custom domain's state and the records to create. */

export const DOMAIN_STATUS: Record<CustomDomainStatus, { label: string; explanation: string }> = {
  pending: {
    label: "Waiting for DNS",
    explanation:
      "Create the records below at your DNS provider, then choose Check now. Once DNS and the certificate are ready the address turns active by itself; that is checked every few minutes.",
  },
  active: {
    label: "Active",
    explanation: "Visitors reach your site at this address.",
  },
  failed: {
    label: "Not verified",
    explanation:
      "The last check did not find the TXT record, or the certificate could not be issued, so this address does not show your site. DNS changes can take up to a day to spread.",
  },
};

/**
 * What the state means for this domain. "Waiting for DNS" or "Not verified" while Cloudflare
 * already serves the address and its certificate ("Address: active") reads as a contradiction
 * unless it names what is missing: the TXT record that proves the domain is the creator's.
 */
export function domainExplanation(domain: Pick<CustomDomain, "status" | "cloudflare">): string {
  const cloudflare = domain.cloudflare;
  const cloudflareReady = cloudflare?.status === "active" && cloudflare.sslStatus === "active";
  if (domain.status === "pending" && cloudflareReady) {
    return "Cloudflare is ready for this address and its certificate. What is left is the TXT record that proves the domain is yours (the first record below): create it at your DNS provider, then choose Check now.";
  }
  if (domain.status === "failed" && cloudflareReady) {
    return "Cloudflare is ready for this address and its certificate, but the last check did not find the TXT record that proves the domain is yours (the first record below), so the address does not show your site yet. DNS changes can take up to a day to spread.";
  }
  return DOMAIN_STATUS[domain.status].explanation;
}

export type DnsRow = { type: string; name: string; value: string; purpose: string };

const CLOUDFLARE_PURPOSE = {
  ownership: "Lets our certificate provider (Cloudflare) confirm the domain is yours",
  certificate: "Lets Cloudflare issue the HTTPS certificate (remove it once active)",
} as const;

/**
 * The records as table rows: our TXT (proof) first, then the ones Cloudflare still asks for
 * (they disappear once it has what it needs), then the CNAME.
 */
export function dnsRows(domain: Pick<CustomDomain, "dns" | "cloudflare">): DnsRow[] {
  const { txt, cname } = domain.dns;
  return [
    { type: txt.type, name: txt.name, value: txt.value, purpose: "Proves the domain is yours" },
    ...(domain.cloudflare?.records ?? []).map((record) => ({
      type: "TXT",
      name: record.name,
      value: record.value,
      purpose: CLOUDFLARE_PURPOSE[record.purpose],
    })),
    {
      type: cname.type,
      name: cname.name,
      value: cname.value,
      purpose:
        "Sends visitors to your site (at the root of a domain, use your provider's ALIAS or CNAME flattening)",
    },
  ];
}

/** A domain with no subdomain part ("example.com") can't hold a plain CNAME at most providers. */
export const isApexDomain = (hostname: string) => hostname.split(".").length === 2;

/** Cloudflare's words for a status ("pending_validation") as a reader would say them. */
export const cloudflareWords = (status: string) => status.replaceAll("_", " ");
