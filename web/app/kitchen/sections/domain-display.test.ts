import { dnsInstructions, hostnameProblem, normalizeHostname } from "@schema/api/manage-domains";
import { describe, expect, it } from "vitest";
import { DOMAIN_STATUS, dnsRows, domainExplanation, isApexDomain } from "./domain-display";

describe("DNS instructions", () => {
  it("are a TXT record at _recipe-verify.{hostname} with the token and a CNAME to the platform host", () => {
    const dns = dnsInstructions("recipes.example.com", "tok_123", "recipes.app");
    expect(dns).toEqual({
      txt: { type: "TXT", name: "_recipe-verify.recipes.example.com", value: "tok_123" },
      cname: { type: "CNAME", name: "recipes.example.com", value: "recipes.app" },
    });
  });

  it("drop the port of a development platform host (DNS has no ports)", () => {
    expect(dnsInstructions("a.example.com", "t", "localhost:8788").cname.value).toBe("localhost");
  });

  it("show as two rows, the proof first, and say when the root of a domain needs an ALIAS", () => {
    const rows = dnsRows({
      dns: dnsInstructions("example.com", "t", "recipes.app"),
      cloudflare: null,
    });
    expect(rows.map((row) => [row.type, row.name, row.value])).toEqual([
      ["TXT", "_recipe-verify.example.com", "t"],
      ["CNAME", "example.com", "recipes.app"],
    ]);
    expect(isApexDomain("example.com")).toBe(true);
    expect(isApexDomain("www.example.com")).toBe(false);
    expect(Object.keys(DOMAIN_STATUS)).toEqual(["pending", "active", "failed"]);
  });

  it("list the TXT records Cloudflare still asks for between the proof and the CNAME", () => {
    const rows = dnsRows({
      dns: dnsInstructions("www.example.com", "t", "recipes.app"),
      cloudflare: {
        status: "pending",
        sslStatus: "pending_validation",
        records: [
          { purpose: "ownership", name: "_cf-custom-hostname.www.example.com", value: "o" },
          { purpose: "certificate", name: "_acme-challenge.www.example.com", value: "c" },
        ],
        errors: [],
        checkedAt: null,
      },
    });
    expect(rows.map((row) => [row.type, row.name, row.value])).toEqual([
      ["TXT", "_recipe-verify.www.example.com", "t"],
      ["TXT", "_cf-custom-hostname.www.example.com", "o"],
      ["TXT", "_acme-challenge.www.example.com", "c"],
      ["CNAME", "www.example.com", "recipes.app"],
    ]);
    expect(rows[2]?.purpose).toMatch(/certificate/);
  });
});

describe("hostnames the form accepts", () => {
  it("normalizes what people paste", () => {
    expect(normalizeHostname("  https://WWW.Example.COM/recipes?x ")).toBe("www.example.com");
    expect(normalizeHostname("example.com.")).toBe("example.com");
  });

  it("explains what is wrong with the rest", () => {
    expect(hostnameProblem("www.example.com")).toBeNull();
    expect(hostnameProblem("xn--bcher-kva.example")).toBeNull();
    expect(hostnameProblem("10.0.0.1")).toMatch(/IP address/);
    expect(hostnameProblem("example.com:8080")).toMatch(/port/);
    expect(hostnameProblem("localhost")).toMatch(/full domain/);
    expect(hostnameProblem("büchern.example")).toMatch(/xn--/);
    expect(hostnameProblem("")).toMatch(/Enter a domain/);
  });
});

describe("domainExplanation", () => {
  const cloudflare = {
    status: "active",
    sslStatus: "active",
    records: [],
    errors: [],
    checkedAt: null,
  };

  it("names the missing TXT record when Cloudflare already serves the address", () => {
    const text = domainExplanation({ status: "failed", cloudflare } as never);
    expect(text).toContain("did not find the TXT record that proves the domain is yours");
    expect(text).toContain("Cloudflare is ready");
  });

  it("names the TXT record as what is left while waiting, once Cloudflare is ready", () => {
    const text = domainExplanation({ status: "pending", cloudflare } as never);
    expect(text).toContain("What is left is the TXT record that proves the domain is yours");
    expect(domainExplanation({ status: "pending", cloudflare: null } as never)).toBe(
      DOMAIN_STATUS.pending.explanation,
    );
  });

  it("says what the state says otherwise", () => {
    expect(domainExplanation({ status: "failed", cloudflare: null } as never)).toBe(
      DOMAIN_STATUS.failed.explanation,
    );
    expect(domainExplanation({ status: "active", cloudflare } as never)).toBe(
      DOMAIN_STATUS.active.explanation,
    );
  });
});
