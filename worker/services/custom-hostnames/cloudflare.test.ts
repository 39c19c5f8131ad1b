import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cloudflareHostnames, pinHostname } from "../../test/cloudflare-helpers";
import { unique } from "../../test/factories";
import { CustomHostnameError, customHostnamesFor } from "./cloudflare";

/**
 * The small interface over Cloudflare's official client, against the local Cloudflare API:
 * how the client's answers and errors (404, 409, unreachable) map to what callers see.
 */
const hostnames = () => {
  const client = customHostnamesFor(env);
  if (!client) throw new Error("the worker tests configure a Cloudflare zone");
  return client;
};

describe("custom hostnames through Cloudflare's official client", () => {
  it("creates a TXT-validated hostname and reads Cloudflare's records, statuses and errors", async () => {
    const hostname = `${unique("iface")}.example.com`;
    const created = await hostnames().create(hostname);
    expect(created).toMatchObject({ hostname, status: "pending", sslStatus: "pending_validation" });
    expect(created.records.map((record) => record.purpose)).toEqual(["ownership", "certificate"]);

    await pinHostname(created.id, {
      ssl_status: "validation_timed_out",
      ssl_errors: ["TXT record not found"],
    });
    expect(await hostnames().get(created.id)).toMatchObject({
      id: created.id,
      sslStatus: "validation_timed_out",
      errors: ["TXT record not found"],
    });
  });

  it("a hostname already in the zone (409) is adopted, not duplicated", async () => {
    const hostname = `${unique("again")}.example.com`;
    const first = await hostnames().create(hostname);
    const second = await hostnames().create(hostname);
    expect(second.id).toBe(first.id);
    expect(await cloudflareHostnames(hostname)).toHaveLength(1);
  });

  it("one Cloudflare no longer has (404) reads as null and removes without an error", async () => {
    const created = await hostnames().create(`${unique("gone")}.example.com`);
    await hostnames().remove(created.id);
    expect(await hostnames().get(created.id)).toBeNull();
    await expect(hostnames().remove(created.id)).resolves.toBeUndefined();
  });

  it("Cloudflare unreachable: every call throws CustomHostnameError", async () => {
    // A port nothing listens on (the discard port).
    const down = customHostnamesFor({
      ...env,
      CLOUDFLARE_API_BASE_URL: "http://127.0.0.1:9/client/v4",
    });
    if (!down) throw new Error("expected a client");
    await expect(down.create(`${unique("down")}.example.com`)).rejects.toBeInstanceOf(
      CustomHostnameError,
    );
    await expect(down.get("missing")).rejects.toBeInstanceOf(CustomHostnameError);
    await expect(down.remove("missing")).rejects.toBeInstanceOf(CustomHostnameError);
  });
});
