import type { CustomDomain, CustomDomainStatus } from "../../../../schema/api/manage-domains";

/** How the settings page shows a custom domain's state and the records to create. */

export const DOMAIN_STATUS: Record<CustomDomainStatus, { label: string; explanation: string }> = {
  pending: {
    label: "Waiting for DNS",
    explanation: "Create both records below at your DNS provider, then choose Check now.",
  },
  active: {
    label: "Active",
    explanation: "Visitors reach your site at this address.",
  },
  failed: {
    label: "Not verified",
    explanation:
      "The last check did not find the TXT record, so this address does not show your site. DNS changes can take up to a day to spread.",
  },
};

export type DnsRow = { type: string; name: string; value: string; purpose: string };

/** The two records as table rows, TXT (proof) first. */
export function dnsRows(domain: Pick<CustomDomain, "dns">): DnsRow[] {
  const { txt, cname } = domain.dns;
  return [
    { type: txt.type, name: txt.name, value: txt.value, purpose: "Proves the domain is yours" },
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
