import { randomUUID } from "node:crypto";

/**
 * The custom hostnames of one zone, as Cloudflare for SaaS keeps them: the fields the
 * platform reads (status, ssl.status, the TXT records to publish, the errors). State moves
 * the way it does at Cloudflare: created "pending" with the certificate "pending_validation";
 * here it turns active on a later GET (auto mode, standing in for the DNS records appearing)
 * unless a test pinned it through the control endpoint.
 */
export type HostnameRecord = {
  id: string;
  zoneId: string;
  hostname: string;
  status: string;
  sslStatus: string;
  verificationErrors: string[];
  sslErrors: string[];
  ownershipValue: string;
  sslTxtValue: string;
  createdAt: string;
  /** GETs left before an auto hostname turns active; null: pinned by the control endpoint. */
  checksUntilActive: number | null;
};

export function newHostname(
  zoneId: string,
  hostname: string,
  checksUntilActive: number | null,
): HostnameRecord {
  return {
    id: randomUUID(),
    zoneId,
    hostname,
    status: "pending",
    sslStatus: "pending_validation",
    verificationErrors: [],
    sslErrors: [],
    ownershipValue: randomUUID(),
    sslTxtValue: randomUUID().replaceAll("-", ""),
    createdAt: new Date().toISOString(),
    checksUntilActive,
  };
}

/** A GET counts as a check: an auto hostname becomes active after its configured checks. */
export function advanceOnCheck(record: HostnameRecord): void {
  if (record.checksUntilActive === null || record.status === "active") return;
  record.checksUntilActive -= 1;
  if (record.checksUntilActive <= 0) {
    record.status = "active";
    record.sslStatus = "active";
    record.checksUntilActive = null;
  }
}

/** The API's JSON for a hostname (the subset of Cloudflare's fields this project reads). */
export function hostnameJson(record: HostnameRecord) {
  const sslPending = record.sslStatus !== "active";
  return {
    id: record.id,
    hostname: record.hostname,
    status: record.status,
    created_at: record.createdAt,
    verification_errors: record.verificationErrors,
    ownership_verification:
      record.status === "active"
        ? undefined
        : {
            type: "txt",
            name: `_cf-custom-hostname.${record.hostname}`,
            value: record.ownershipValue,
          },
    ssl: {
      id: `ssl-${record.id}`,
      type: "dv",
      method: "txt",
      status: record.sslStatus,
      validation_records: sslPending
        ? [{ txt_name: `_acme-challenge.${record.hostname}`, txt_value: record.sslTxtValue }]
        : [],
      validation_errors: record.sslErrors.map((message) => ({ message })),
    },
  };
}
